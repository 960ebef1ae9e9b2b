#include "tests/support/parity_corpus.h"

#include "tests/support/file_helpers.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace hw::test {

namespace {

// Texts made to reach the corners: white space of every kind (Unicode's White_Space, some of which
// SentencePiece's normaliser keeps), special tokens with and without the spaces lstrip takes, characters NFKC
// rewrites or removes (at the start, the middle and the end of a word), marks after them, literal "▁".
const char* const kCraftedLines[] = {
    "The model's output <mask> and the user's <mask>.",
    "a <mask> b",
    "a  <mask>  b",
    "x\t<mask>",
    "<mask> first",
    "<mask>",
    "<mask><mask> <mask>x<mask>",
    "<s>already</s> framed <pad><unk> and </s></s>",
    "[CLS] [SEP] [PAD] [UNK] [MASK] inside",
    "  two leading spaces",
    "trailing spaces   ",
    "   ",
    " ",
    "tabs\tin\t\tthe\t\t\tmiddle\t",
    "new\nlines\n\nand\r\nCRLF\n",
    "no\u00A0break\u00A0spaces and\u3000ideographic\u3000space \u2009thin\u200Bzero\u200Cnon\u200Djoin",
    "line\u2028separator\u2029paragraph next\u0085line ogham\u1680space mongolian\u180Evowel",
    "en\u2002em\u2003figure\u2007narrow\u202Fmedium\u205Fhair\u200A.",
    "\uFEFFbyte order mark, soft\u00ADhyphen, word\u2060joiner",
    "\u0001start control, mid\u0007dle, end\u001F",
    "\u0001\u0002\u0003",
    "fullwidth ＡＢＣ１２３！ halfwidth ｶﾀｶﾅ",
    "Ａ\u0301 ﬁ\u0301x ｆ\u0308 e\u0301 a\u0308\u0323",
    "ligatures ﬁne ﬂow ﬀ ﬃ, fractions ½ ¼ ¾, roman Ⅻ ⅷ, circled ① ⑳ ㉑, parenthesised ⑴ ⒜",
    "superscripts x² y³ H₂O ™ ℠ № ℃ ㎏ ㎞ ㏂",
    "spacing marks x\u00A8y z\u00B4w q\u02DDr \u00AF\u00B8",
    "literal \u2581 marks \u2581\u2581double and\u2581joined x\u2581",
    "\u2581",
    "numbers 1234567890 3.14159 1,000,000 ٣٤٥ ½ Ⅻ",
    "emoji 😀😃😄 👩‍👩‍👧 🇰🇷 👍🏽 ❤️ ©️ 𝐀𝐁𝐂 𠀀𠀁",
    "mixed 한국어English中文日本語 Ελληνικά русский العربية עברית हिन्दी ไทย",
    "e\u0301cole cafe\u0301 Zoë a\u0308😀b",
    "compatibility jamo ㄱㄴㄷ ㅋㅋㅋ ㅠㅠ, halfwidth ﾡﾢ, conjoining \u1100\u1161\u11A8 \u1100 \u1161",
    "int main(int argc, char** argv) { return argv[0][0] == '\\0' ? 1 : 0; }",
    "def f(x):\n    return {'a': [x ** 2 for x in range(10)]}  # comment",
    "\tindented();\n\t\treturn 0;\n}",
    "SELECT * FROM t WHERE a >= 3 AND b <> 'x';",
    "https://example.com/path?q=1&r=2#frag user@example.com",
    "!!!???...,,,;;;:::---___+++===***",
    "",
};

const char* const kKoreanSubjects[] = {"나는",   "우리는", "선생님은", "환자가",   "연구진은",   "친구들이",
                                       "회사는", "정부는", "모델이",   "아이들이", "할머니께서", "학생들은"};
const char* const kKoreanObjects[] = {"밥을",   "책을",     "논문을",   "데이터를", "약을",   "영화를",
                                      "코드를", "말뭉치를", "보고서를", "커피를",   "사진을", "음악을"};
const char* const kKoreanPlaces[] = {"서울에서",   "병원에서", "학교에서", "집에서",
                                     "연구실에서", "카페에서", "부산에서", "회의실에서"};
const char* const kKoreanVerbs[] = {"먹었다", "읽었습니다", "썼어요",       "분석했다", "처방했다", "봤어요",
                                    "고쳤다", "학습시켰다", "제출했습니다", "마셨지요", "찍었대요", "들었다"};
const char* const kKoreanExtras[] = {
    "정말", "아주",     "어제", "오늘",    "내일",  "BERT로",   "GPU 2대로", "3시간", "ㅋㅋㅋ", "ㅠㅠ",
    "뷁",   "똠방각하", "쀍쀍", "1,234명", "약 5%", "COVID-19", "(주)",      "…",     "~",      "\"따옴표\""};
const char* const kKoreanEndings[] = {".", "!", "?", "...", "", " 😀", "ㅎㅎ", "."};

// A fixed linear congruential generator, so that the lines are the same on every machine.
class Lcg {
public:
    explicit Lcg(quint64 seed)
        : m_state(seed) {}
    int below(int n) {
        m_state = m_state * 6364136223846793005ULL + 1442695040888963407ULL;
        return int((m_state >> 33) % quint64(n));
    }

private:
    quint64 m_state;
};

template <size_t N> QString pick(Lcg& g, const char* const (&words)[N]) {
    return QString::fromUtf8(words[g.below(int(N))]);
}

} // namespace

QStringList readLinesOf(const QString& path, int limit) {
    QFile f(path);
    QStringList lines;
    if (!f.open(QIODevice::ReadOnly))
        return lines;
    for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty() && lines.size() < limit)
            lines << line; // leading spaces kept: indentation is part of what is tested
    return lines;
}

// Korean and English from the studio's own translations.
QStringList translationLines(int limit) {
    QFile f(QStringLiteral(HEADWATER_SOURCE_DIR) + QStringLiteral("/translations/headwater_ko.ts"));
    QStringList lines;
    if (!f.open(QIODevice::ReadOnly))
        return lines;
    const QString ts = QString::fromUtf8(f.readAll());
    static const QRegularExpression element(QStringLiteral("<(source|translation)>([^<]+)</"));
    for (auto it = element.globalMatch(ts); it.hasNext() && lines.size() < limit;) {
        QString text = it.next().captured(2);
        text.replace(QLatin1String("&lt;"), QLatin1String("<"))
            .replace(QLatin1String("&gt;"), QLatin1String(">"));
        text.replace(QLatin1String("&quot;"), QLatin1String("\""))
            .replace(QLatin1String("&apos;"), QLatin1String("'"));
        lines << text.replace(QLatin1String("&amp;"), QLatin1String("&"));
    }
    return lines;
}

QStringList filesUnder(const QString& root, const QStringList& nameFilters, int depth) {
    QStringList files;
    QDirIterator it(root, nameFilters, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.mid(root.size()).count(QLatin1Char('/')) <= depth)
            files << path;
    }
    files.sort();
    return files;
}

// Package descriptions, as dpkg keeps them (continuation lines begin with a space).
QStringList packageDescriptions(int limit) {
    QStringList lines;
    for (const QString& line : readLinesOf(QStringLiteral("/var/lib/dpkg/status"), 1 << 30))
        if ((line.startsWith(QLatin1String("Description: ")) || line.startsWith(QLatin1Char(' '))) &&
            lines.size() < limit)
            lines << line;
    return lines;
}

QStringList generatedKoreanLines(int count) {
    Lcg g(20240531);
    QStringList lines;
    for (int i = 0; i < count; ++i) {
        QStringList words;
        if (g.below(3) > 0)
            words << pick(g, kKoreanExtras);
        words << pick(g, kKoreanSubjects);
        if (g.below(2))
            words << pick(g, kKoreanPlaces);
        for (int extra = g.below(3); extra > 0; --extra)
            words << pick(g, kKoreanExtras);
        words << pick(g, kKoreanObjects) << pick(g, kKoreanVerbs);
        QString line =
            words.join(g.below(9) ? QStringLiteral(" ") : QStringLiteral("  ")) + pick(g, kKoreanEndings);
        if (g.below(11) == 0)
            line = line.normalized(QString::NormalizationForm_D); // conjoining jamo, as some files hold them
        lines << line;
    }
    return lines;
}

QStringList parityCorpusLines() {
    QStringList lines;
    for (const char* file : {"uncased.jsonl", "cased.jsonl"}) {
        QFile f(fixturesDir() + QStringLiteral("/tokenizer/") + QLatin1String(file));
        if (f.open(QIODevice::ReadOnly))
            while (!f.atEnd())
                lines
                    << QJsonDocument::fromJson(f.readLine()).object().value(QLatin1String("text")).toString();
    }
    lines += readLinesOf(QStringLiteral(HEADWATER_SOURCE_DIR) + QStringLiteral("/tests/data/news_corpus.txt"),
                         1500);
    lines += generatedKoreanLines(800);
    lines += translationLines(1600);
    for (const QString& path : filesUnder(QStringLiteral("/usr/share/common-licenses"), {}, 1))
        lines += readLinesOf(path, 200);
    lines += packageDescriptions(1200);
    for (const QString& path :
         filesUnder(QStringLiteral("/usr/share/doc"), {QStringLiteral("README*")}, 2).mid(0, 40))
        lines += readLinesOf(path, 40);
    for (const char* source :
         {"/core/tokenize/xlm_roberta_tokenizer.cpp", "/tests/python/xlm_roberta_reference.py"})
        lines += readLinesOf(QStringLiteral(HEADWATER_SOURCE_DIR) + QLatin1String(source), 150);
    for (const char* line : kCraftedLines)
        lines << QString::fromUtf8(line);
    lines.removeDuplicates();
    return lines;
}

// Every character of the Basic Multilingual Plane that NFKC rewrites, and the C0 and C1 controls, forty to a
// line: alone, between letters, and each followed by a combining accent (a cluster short enough for the
// Precompiled normaliser to look up whole).
QStringList normalizationSweepLines() {
    QStringList characters;
    for (char32_t c = 0; c < 0x10000; ++c) {
        if (c >= 0xD800 && c < 0xE000)
            continue;
        const QString s = QString::fromUcs4(&c, 1);
        const bool control = c < 0x20 || (c >= 0x7F && c < 0xA0);
        if (control || s.normalized(QString::NormalizationForm_KC) != s)
            characters << s;
    }
    // Marks and format characters after "ª" (which NFKC rewrites, in 2 bytes) and before it: whether the
    // normaliser sees one cluster (and so drops the mark) or two.
    QStringList marked;
    for (char32_t c = 0x80; c < 0x10000; ++c) {
        const QChar::Category category = QChar::category(c);
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining ||
            category == QChar::Mark_Enclosing || category == QChar::Other_Format)
            marked << QStringLiteral("\u00AA") + QString::fromUcs4(&c, 1) + QStringLiteral("\u00AA");
    }
    QStringList lines;
    for (qsizetype at = 0; at < marked.size(); at += 40)
        lines << marked.mid(at, 40).join(QLatin1Char(' '));
    for (qsizetype at = 0; at < characters.size(); at += 40) {
        const QStringList chunk = characters.mid(at, 40);
        lines << chunk.join(QString()) << chunk.join(QLatin1Char('x'))
              << chunk.join(QStringLiteral("\u0301 ")) + QStringLiteral("\u0301");
    }
    return lines;
}

QVector<ParityCase> parityCasesFor(const QStringList& lines) {
    QVector<ParityCase> cases;
    for (int i = 0; i < lines.size(); ++i) {
        const QString next = lines[(i + 1) % lines.size()];
        cases.push_back({lines[i], QString(), 0, true});
        // transformers reads tokenizer(text, "") as a single text, the tokenizers library as a pair: an
        // empty second text has no one answer, so no case pairs with one.
        const bool pairable = !next.isEmpty();
        if (i % 3 == 0 && pairable)
            cases.push_back({lines[i], next, 0, true});
        if (i % 5 == 1)
            cases.push_back({lines[i], QString(), 7 + i % 9, true});
        if (i % 5 == 2 && pairable)
            cases.push_back({lines[i], next, 9 + i % 13, true});
        if (i % 7 == 3)
            cases.push_back({lines[i], QString(), 0, false});
    }
    return cases;
}

void writeParityCases(const QString& path, const QVector<ParityCase>& cases) {
    QByteArray json;
    for (const ParityCase& c : cases) {
        QJsonObject o{{QStringLiteral("text"), c.text},
                      {QStringLiteral("max_length"), c.maxLength},
                      {QStringLiteral("add_special_tokens"), c.addSpecialTokens}};
        if (!c.pair.isNull())
            o.insert(QStringLiteral("pair"), c.pair);
        json += QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    }
    writeBytes(path, json);
}

QJsonObject headwaterEncodingJson(const TextTokenizer& t, const ParityCase& c) {
    const Encoding e = c.pair.isNull() ? t.encode(c.text, c.addSpecialTokens, c.maxLength)
                                       : t.encodePair(c.text, c.pair, c.maxLength);
    QJsonArray ids, types, offsets, special, words;
    for (int i = 0; i < e.size(); ++i) {
        ids.append(e.ids[size_t(i)]);
        types.append(e.typeIds[size_t(i)]);
        offsets.append(QJsonArray{e.offsets[size_t(i)].first, e.offsets[size_t(i)].second});
        special.append(e.specialTokensMask[size_t(i)]);
        words.append(e.wordIds[size_t(i)]);
    }
    return {{QStringLiteral("ids"), ids},
            {QStringLiteral("tokens"), QJsonArray::fromStringList(e.tokens)},
            {QStringLiteral("type_ids"), types},
            {QStringLiteral("offsets"), offsets},
            {QStringLiteral("special_tokens_mask"), special},
            {QStringLiteral("word_ids"), words}};
}

QJsonObject withFoundSpecialsMarked(QJsonObject hf, const QHash<int, QString>& specials,
                                    const ParityCase& c) {
    const QJsonArray ids = hf.value(QLatin1String("ids")).toArray();
    const QJsonArray words = hf.value(QLatin1String("word_ids")).toArray();
    const QJsonArray sequences = hf.take(QLatin1String("sequence_ids")).toArray();
    const QJsonArray offsets = hf.value(QLatin1String("offsets")).toArray();
    const QList<uint> texts[] = {c.text.toUcs4(), c.pair.toUcs4()};
    QJsonArray mask = hf.value(QLatin1String("special_tokens_mask")).toArray();
    for (int i = 0; i < ids.size(); ++i) {
        const int id = ids.at(i).toInt();
        if (words.at(i).toInt() < 0 || !specials.contains(id))
            continue;
        const QList<uint>& text = texts[sequences.at(i).toInt() == 1 ? 1 : 0];
        const int begin = offsets.at(i).toArray().at(0).toInt(), end = offsets.at(i).toArray().at(1).toInt();
        const QList<uint> covered = text.mid(begin, end - begin);
        if (QString::fromUcs4(reinterpret_cast<const char32_t*>(covered.constData()), covered.size())
                .trimmed() == specials.value(id))
            mask[i] = 1;
    }
    hf.insert(QStringLiteral("special_tokens_mask"), mask);
    return hf;
}

QHash<int, QString> specialAddedTokens(const std::vector<AddedToken>& addedTokens) {
    QHash<int, QString> tokens;
    for (const AddedToken& a : addedTokens)
        if (a.special)
            tokens.insert(a.id, a.content);
    return tokens;
}

int countParityMismatches(const TextTokenizer& ours, const QVector<ParityCase>& cases,
                          const QList<QByteArray>& answers, const QStringList& oracles,
                          const QHash<int, QString>& specials, const QString& name) {
    int mismatches = 0;
    for (int i = 0; i < cases.size(); ++i) {
        const QJsonObject mine = headwaterEncodingJson(ours, cases[i]);
        const QJsonObject byOracle = QJsonDocument::fromJson(answers[i]).object();
        for (const QString& oracle : oracles) {
            const QJsonObject theirs =
                withFoundSpecialsMarked(byOracle.value(oracle).toObject(), specials, cases[i]);
            if (mine == theirs)
                continue;
            if (++mismatches <= 5)
                qWarning().noquote() << name << oracle << "case" << i << cases[i].text << "|" << cases[i].pair
                                     << cases[i].maxLength
                                     << "\n ours:" << QJsonDocument(mine).toJson(QJsonDocument::Compact)
                                     << "\n   hf:" << QJsonDocument(theirs).toJson(QJsonDocument::Compact);
        }
    }
    return mismatches;
}

} // namespace hw::test
