#!/usr/bin/env python3
"""Build the demo's data: general and domain text, and two labelled sets, from Debian packages.

Run on Debian 12 (bookworm) with apt, dpkg-deb and network access to a Debian mirror (and PyPI for the
optional Korean constitution text):

    python3 scripts/demo/build-demo-data.py --output /tmp/demo-data

Python's standard library only. Index files are read with apt's own `apt-helper cat-file`, so however apt
stores them (plain, lz4, xz, gz) no extra tool is needed. Nothing is installed: apt runs on a private state
folder (--work) and packages are unpacked with `dpkg-deb -x` there.

Outputs in --output:
  general_en.txt, general_ko.txt     general-domain text, one document per line
  domain_en.txt, domain_ko.txt       Debian package descriptions (the domain), one document per line;
                                     no description of a labelled validation/test row is in them
  debian_topics_ko-{train,validation,test}.tsv   single-label: Korean description -> topic (from Section)
  debian_tags_en-{train,validation,test}.tsv     multi-label: English description -> debtags (use::,
                                                 works-with::), 1 to 4 labels separated by ','
  SOURCES.md, stats.json, licenses/<package>.copyright

The outputs depend only on the archive's contents (recorded in SOURCES.md) and --seed. The downloads stay
in --work, so that --no-update rebuilds from them without the network.
"""

import argparse
import collections
import csv
import gzip
import hashlib
import html.parser
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import time
import unicodedata
import xml.etree.ElementTree as ET
import zipfile
import zlib

SUITE = "bookworm"
ARCH = "amd64"
DEFAULT_MIRROR = "http://deb.debian.org/debian"
KEYRING = "/usr/share/keyrings/debian-archive-keyring.gpg"
SPLITS = ("train", "validation", "test")
VALID_SHARE = 0.15
TEST_SHARE = 0.15

# The Korean constitution as KoNLPy ships it (a law: not protected by copyright under Korean Copyright Act
# art. 7). Pinned so that the build stays the same.
KONLPY = ("konlpy", "0.6.0", "konlpy-0.6.0-py2.py3-none-any.whl",
          "0b7928059e20eb1c72f6fe65a3d12c104fae9e68173904e16beef869cf0ea590")

# Debian packages read for text, and the licence of the part taken (checked against each copyright file,
# which is copied to licenses/).
PACKAGES = {
    "wordnet-base": "WordNet 3.0 licence (permissive, BSD-like)",
    "dict-devil": "public domain (The Devil's Dictionary, Ambrose Bierce, 1911)",
    "sword-text-web": "public domain (World English Bible)",
    "libreoffice-help-ko": "MPL-2.0",
    "gnome-user-docs": "CC-BY-SA-3.0",
    "debian-faq-ko": "Debian FAQ licence (verbatim and modified copies under the same notice)",
}

# Section -> topic of the Korean single-label set. Sections left out (metapackages, tasks, debug, ...)
# say what a package is, not what it is about.
TOPIC_OF_SECTION = {
    "libs": "libraries", "oldlibs": "libraries", "libdevel": "libraries", "introspection": "libraries",
    "devel": "development", "vcs": "development", "python": "development", "perl": "development",
    "ruby": "development", "java": "development", "golang": "development", "rust": "development",
    "haskell": "development", "ocaml": "development", "lisp": "development", "php": "development",
    "javascript": "development", "gnu-r": "development", "cli-mono": "development",
    "interpreters": "development", "database": "development", "embedded": "development",
    "admin": "system", "kernel": "system", "shells": "system", "otherosfs": "system",
    "utils": "utilities", "misc": "utilities",
    "x11": "desktop", "gnome": "desktop", "kde": "desktop", "xfce": "desktop", "gnustep": "desktop",
    "games": "games",
    "sound": "multimedia", "video": "multimedia",
    "graphics": "graphics",
    "text": "text", "editors": "text", "tex": "text", "fonts": "text", "localization": "text", "doc": "text",
    "science": "science", "math": "science", "electronics": "science", "hamradio": "science",
    "education": "science",
    "mail": "network", "web": "network", "net": "network", "comm": "network", "httpd": "network",
    "news": "network",
}

# Debtags -> label of the English multi-label set: what a program is used for and what it works with.
LABEL_OF_TAG = {
    "use::gameplaying": "gaming", "use::converting": "converting", "use::editing": "editing",
    "use::checking": "checking", "use::viewing": "viewing", "use::monitor": "monitoring",
    "use::configuring": "configuring", "use::analysing": "analysing", "use::playing": "media-playback",
    "use::learning": "learning", "use::organizing": "organizing", "use::storing": "storing",
    "use::searching": "searching", "use::downloading": "downloading",
    "works-with::text": "text", "works-with::audio": "audio", "works-with::image": "images",
    "works-with::image:raster": "images", "works-with::image:vector": "images", "works-with::mail": "mail",
    "works-with::file": "files", "works-with::software:source": "source-code", "works-with::db": "databases",
    "works-with::video": "video", "works-with::archive": "archives",
}

MIN_PER_CLASS = 100  # examples a topic needs, and positives a tag needs, to be kept
MAX_LABELS = 4


def log(message):
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=True, **kwargs)


def unit_hash(seed, key):
    """A stable number in [0, 1) for key under seed."""
    digest = hashlib.sha256(f"{seed}:{key}".encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def sha256_of(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


# ---------------------------------------------------------------------------------------------- text
_CONTROL = re.compile(r"[\u0000-\u001f\u007f-\u009f\u200b\ufeff]")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_SENTENCE_END = re.compile(r"(?<=[.!?。])[\"'”’)]*\s")


def clean(text):
    text = unicodedata.normalize("NFC", text)
    text = _CONTROL.sub(" ", text)
    return " ".join(text.split())


def hangul_share(text):
    letters = sum(1 for c in text if c.isalpha())
    return len(_HANGUL.findall(text)) / letters if letters else 0.0


def is_korean(text, min_syllables=10):
    return len(_HANGUL.findall(text)) >= min_syllables and hangul_share(text) >= 0.4


def cut(text, max_chars):
    """Text of at most max_chars, cut after the last sentence that fits (or the last word)."""
    if len(text) <= max_chars:
        return text
    head = text[: max_chars + 1]
    ends = [m.start() for m in _SENTENCE_END.finditer(head)]
    if ends and ends[-1] >= max_chars // 2:
        return head[: ends[-1]].rstrip()
    space = head.rfind(" ", 0, max_chars)
    return head[: space if space > max_chars // 2 else max_chars].rstrip()


def chunks(paragraphs, target_chars, max_chars):
    """Joins consecutive paragraphs into documents of about target_chars; long ones are split."""
    out, current = [], ""
    for para in paragraphs:
        while len(para) > max_chars:
            piece = cut(para, max_chars)
            out.append(piece)
            para = para[len(piece):].strip()
        if not para:
            continue
        if current and len(current) + 1 + len(para) > target_chars:
            out.append(current)
            current = para
        else:
            current = f"{current} {para}" if current else para
    if current:
        out.append(current)
    return out


def take(lines, cap_bytes, seed, key, min_chars):
    """Unique lines of at least min_chars, in a seeded order, up to cap_bytes (UTF-8) in all."""
    seen, unique = set(), []
    for line in lines:
        if len(line) >= min_chars and line not in seen:
            seen.add(line)
            unique.append(line)
    unique.sort(key=lambda s: unit_hash(seed, f"{key}:{s}"))
    kept, size = [], 0
    for line in unique:
        n = len(line.encode("utf-8")) + 1
        if size + n > cap_bytes:
            continue
        kept.append(line)
        size += n
    return kept


# ----------------------------------------------------------------------------------------- archive
class Apt:
    """apt-get on a private state folder: only `SUITE main` of one mirror, English and Korean descriptions."""

    def __init__(self, work, mirror):
        self.root = os.path.join(work, "apt")
        for sub in ("lists/partial", "cache/archives/partial", "etc/sources.list.d", "etc/preferences.d"):
            os.makedirs(os.path.join(self.root, sub), exist_ok=True)
        self.sources = os.path.join(self.root, "etc", "sources.list")
        with open(self.sources, "w") as f:
            f.write(f"deb [arch={ARCH} signed-by={KEYRING}] {mirror} {SUITE} main\n")
        self.options = []
        for key, value in (
            ("Dir::Etc::SourceList", self.sources),
            ("Dir::Etc::SourceParts", os.path.join(self.root, "etc", "sources.list.d")),
            ("Dir::Etc::Preferences", os.path.join(self.root, "etc", "preferences")),
            ("Dir::Etc::PreferencesParts", os.path.join(self.root, "etc", "preferences.d")),
            ("Dir::State::Lists", os.path.join(self.root, "lists")),
            ("Dir::Cache", os.path.join(self.root, "cache")),
            ("APT::Architecture", ARCH),
            ("APT::Architectures", ARCH),
            ("Acquire::Languages", "en,ko"),
            ("Acquire::IndexTargets::deb::Contents-deb::DefaultEnabled", "false"),
        ):
            self.options += ["-o", f"{key}={value}"]

    def update(self):
        run(["apt-get", "-q", *self.options, "update"], stdout=subprocess.DEVNULL)

    def list_file(self, pattern):
        lists = os.path.join(self.root, "lists")
        regex = re.compile(pattern)
        names = sorted(n for n in os.listdir(lists) if regex.search(n))
        if not names:
            raise SystemExit(f"no index matching {pattern} in {lists}: did apt-get update reach the mirror?")
        return os.path.join(lists, names[0])

    def read_index(self, path):
        return subprocess.run(["/usr/lib/apt/apt-helper", "cat-file", path], check=True,
                              stdout=subprocess.PIPE).stdout.decode("utf-8")

    def download(self, package, folder):
        os.makedirs(folder, exist_ok=True)
        debs = [n for n in os.listdir(folder) if n.startswith(package + "_") and n.endswith(".deb")]
        if not debs:
            run(["apt-get", "-q", *self.options, "download", package], cwd=folder, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL)
            debs = [n for n in os.listdir(folder) if n.startswith(package + "_") and n.endswith(".deb")]
        deb = os.path.join(folder, sorted(debs)[-1])
        target = os.path.join(folder, package)
        if not os.path.isdir(target):
            run(["dpkg-deb", "-x", deb, target + ".tmp"])
            os.rename(target + ".tmp", target)
        version = subprocess.run(["dpkg-deb", "-f", deb, "Version"], check=True, stdout=subprocess.PIPE,
                                 text=True).stdout.strip()
        return target, version, deb


def parse_control(text):
    """Deb822 stanzas as dicts; continuation lines kept with their newline."""
    records, current, key = [], {}, None
    for line in text.split("\n"):
        if not line:
            if current:
                records.append(current)
            current, key = {}, None
        elif line[0] in " \t":
            if key:
                current[key] += "\n" + line
        else:
            key, _, value = line.partition(":")
            current[key] = value.strip()
    if current:
        records.append(current)
    return records


def description_text(field, glue=None):
    """Summary and long description of a Description-xx field as one line. glue(a, b) says whether body
    line b continues the word that line a ends with."""
    lines = field.split("\n")
    summary = lines[0].strip()
    body = [l[1:] if l.startswith(" ") else l for l in lines[1:]]
    body = ["" if l.strip() == "." else l for l in body]
    text = body[0] if body else ""
    for a, b in zip(body, body[1:]):
        text += b if glue and a and b and glue(a, b) else " " + b
    text = clean(text)
    if summary and not summary.endswith((".", "!", "?")):
        summary += "."
    return clean(f"{summary} {text}")


class KoreanWrapGlue:
    """Korean descriptions are wrapped at a column, often inside a word ("전\n 쟁" for 전쟁). A full line whose
    last word and the next line's first word are both Hangul is glued when the joined word is more common in
    the descriptions than the two words side by side would be."""

    _EDGE = re.compile(r"^\W+|\W+$")

    def __init__(self, fields):
        self.count = collections.Counter()
        for field in fields:
            lines = [l for l in field.split("\n")[1:] if l.strip() != "."]
            for line in lines:
                words = line.split()
                for word in words if len(lines) == 1 else words[1:-1]:
                    self.count[self._EDGE.sub("", word)] += 1
        self.total = max(1, sum(self.count.values()))

    @staticmethod
    def width(text):
        return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)

    def __call__(self, a, b):
        if not (_HANGUL.match(a[-1]) and _HANGUL.match(b[0])) or self.width(a) < 72:
            return False
        last, first = self._EDGE.sub("", a.split()[-1]), self._EDGE.sub("", b.split()[0])
        joined = self.count[self._EDGE.sub("", a.split()[-1] + b.split()[0])]
        apart = self.count[last] * self.count[first] / self.total * 10
        if joined == 0 and apart == 0:
            return len(first) <= 2 or len(last) <= 1  # a word ending ("니다") or a lone syllable
        return joined >= apart


def licence_of(copyright_path):
    """The licence of the `Files: *` stanza of a machine-readable copyright file, or None."""
    try:
        with open(copyright_path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return None
    for stanza in parse_control(text):
        if stanza.get("Files", "").strip() == "*" and "License" in stanza:
            return stanza["License"].split("\n")[0].strip()
    return None


# ------------------------------------------------------------------------------------ general text
def wordnet_lines(root, max_chars):
    """Each synset as `word, word: gloss; "example"`, consecutive synsets of a file joined into lines."""
    out = []
    for part in ("noun", "verb", "adj", "adv"):
        synsets = []
        with open(os.path.join(root, "usr/share/wordnet", f"data.{part}"), encoding="utf-8",
                  errors="replace") as f:
            for line in f:
                if line.startswith("  ") or "|" not in line:
                    continue  # the licence header
                head, _, gloss = line.partition("|")
                fields = head.split()
                count = int(fields[3], 16)
                words = [re.sub(r"\((a|p|ip)\)$", "", w).replace("_", " ") for w in fields[4:4 + 2 * count:2]]
                gloss = clean(gloss)
                if len(gloss) >= 15:
                    synsets.append(f"{', '.join(dict.fromkeys(words))}: {gloss}")
        out += chunks([s if s.endswith((".", '"')) else s + "." for s in synsets], 400, max_chars)
    return out


def dictd_entries(root, name):
    """The entries of a dictd database, each as one line."""
    base = os.path.join(root, "usr/share/dictd", name)
    with gzip.open(base + ".dict.dz", "rb") as f:
        data = f.read()
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    def b64(s):
        n = 0
        for c in s:
            n = n * 64 + alphabet.index(c)
        return n

    out = []
    with open(base + ".index", encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3 or parts[0].startswith("00"):
                continue
            entry = data[b64(parts[1]):b64(parts[1]) + b64(parts[2])].decode("utf-8", errors="replace")
            out.append(clean(entry))
    return list(dict.fromkeys(out))


def sword_paragraphs(root):
    """Paragraphs of a SWORD zText module (OSIS markup), in canon order."""
    module = os.path.join(root, "usr/share/sword/modules/texts/ztext/engWEB2015eb")
    text = []
    for testament in ("ot", "nt"):
        with open(os.path.join(module, testament + ".bzs"), "rb") as f:
            bzs = f.read()
        with open(os.path.join(module, testament + ".bzz"), "rb") as f:
            bzz = f.read()
        with open(os.path.join(module, testament + ".bzv"), "rb") as f:
            bzv = f.read()
        blocks = []
        for i in range(0, len(bzs), 12):
            offset, size, _ = struct.unpack("<III", bzs[i:i + 12])
            blocks.append(zlib.decompress(bzz[offset:offset + size]))
        for i in range(0, len(bzv), 10):
            block, offset, size = struct.unpack("<IIH", bzv[i:i + 10])
            if size:
                text.append(blocks[block][offset:offset + size].decode("utf-8", errors="replace"))
    osis = " ".join(text)
    osis = re.sub(r"<note\b[^>]*/>|<note\b.*?</note>", " ", osis, flags=re.S)
    osis = re.sub(r"<title\b.*?</title>", " ", osis, flags=re.S)
    osis = re.sub(r"<[^>]*type=\"x-p\"[^>]*>", "\n", osis)
    osis = re.sub(r"<[^>]+>", "", osis)
    return [p for p in (clean(p) for p in osis.split("\n")) if p]


class _HtmlParagraphs(html.parser.HTMLParser):
    BLOCKS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th", "div", "dt", "dd", "pre", "title"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.paragraphs, self.buffer, self.skip = [], [], 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style", "head"):
            self.skip += 1
        if tag in self.BLOCKS or tag == "br":
            self.flush()

    def handle_endtag(self, tag):
        if tag in ("script", "style", "head"):
            self.skip = max(0, self.skip - 1)
        if tag in self.BLOCKS:
            self.flush()

    def handle_data(self, data):
        if not self.skip:
            self.buffer.append(data)

    def flush(self):
        text = "".join(self.buffer)
        if "&quot;" in text or "&amp;" in text:
            text = html.unescape(text)  # the LibreOffice help escapes some entities twice
        text = clean(text)
        self.buffer = []
        if text:
            self.paragraphs.append(text)


def html_paragraphs(path):
    parser = _HtmlParagraphs()
    with open(path, encoding="utf-8", errors="replace") as f:
        parser.feed(f.read())
    parser.flush()
    return parser.paragraphs


def mallard_paragraphs(path):
    """Titles and paragraphs of a Mallard help page, without its <info> (credits, links)."""
    try:
        tree = ET.parse(path)
    except ET.ParseError:
        return []
    out = []

    def walk(node):
        tag = node.tag.rsplit("}", 1)[-1]
        if tag == "info":
            return
        if tag in ("p", "title"):
            text = clean("".join(node.itertext()))
            if text:
                out.append(text)
            return
        for child in node:
            walk(child)

    walk(tree.getroot())
    return out


def files_under(folder, suffix):
    for root, dirs, names in os.walk(folder):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(suffix):
                yield os.path.join(root, name)


def korean_documents(paragraphs, seen):
    """Korean paragraphs not seen before, joined into documents."""
    kept = []
    for para in paragraphs:
        if is_korean(para) and len(para) >= 20 and para not in seen:
            seen.add(para)
            kept.append(para)
    return chunks(kept, 500, 800)


def fetch_konlpy(work):
    folder = os.path.join(work, "pypi")
    os.makedirs(folder, exist_ok=True)
    wheel = os.path.join(folder, KONLPY[2])
    if not os.path.exists(wheel):
        try:
            run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                 "--dest", folder, f"{KONLPY[0]}=={KONLPY[1]}"])
        except (OSError, subprocess.CalledProcessError) as error:
            raise SystemExit(f"pip download {KONLPY[0]}=={KONLPY[1]} failed ({error}): install python3-pip, "
                             "or leave the constitution out with --no-pypi")
    if sha256_of(wheel) != KONLPY[3]:
        raise SystemExit(f"{wheel}: unexpected SHA-256")
    with zipfile.ZipFile(wheel) as z:
        text = z.read("konlpy/data/corpus/kolaw/constitution.txt").decode("utf-8")
    return [clean(l) for l in text.split("\n") if clean(l)]


# --------------------------------------------------------------------------------------- labelled
# Transitional and dummy packages say nothing about their topic.
TRANSITIONAL = re.compile(r"transitional|dummy package|과도기|더미 패키지", re.I)


def body_of(text):
    """A description without its summary: packages of one source (foo, foo-data, foo-doc) often share it,
    and one copy is enough, so that no near-copy of a test text is in training."""
    summary_end = text.find(". ")
    return text[summary_end + 2:] if summary_end >= 0 else text


def split_stratified(items, seed, key):
    """items: (id, text, label) -> {split: [...]}; per class 15 % test, 15 % validation, in hash order."""
    by_label = collections.defaultdict(list)
    for item in items:
        by_label[item[2]].append(item)
    out = {s: [] for s in SPLITS}
    for label in sorted(by_label):
        group = sorted(by_label[label], key=lambda it: unit_hash(seed, f"{key}:{it[0]}"))
        n_test = round(len(group) * TEST_SHARE)
        n_valid = round(len(group) * VALID_SHARE)
        out["test"] += group[:n_test]
        out["validation"] += group[n_test:n_test + n_valid]
        out["train"] += group[n_test + n_valid:]
    for s in SPLITS:
        out[s].sort(key=lambda it: unit_hash(seed, f"{key}:order:{it[0]}"))
    return out


def split_hashed(items, seed, key):
    out = {s: [] for s in SPLITS}
    for item in items:
        u = unit_hash(seed, f"{key}:{item[0]}")
        out["test" if u < TEST_SHARE else "validation" if u < TEST_SHARE + VALID_SHARE else "train"].append(item)
    for s in SPLITS:
        out[s].sort(key=lambda it: unit_hash(seed, f"{key}:order:{it[0]}"))
    return out


def write_tsv(path, rows):
    with open(path, "w", encoding="utf-8", newline="") as f:
        writer = csv.writer(f, delimiter="\t", quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        writer.writerow(["text", "label"])
        writer.writerows(rows)


def write_lines(path, lines):
    with open(path, "w", encoding="utf-8") as f:
        for line in lines:
            f.write(line + "\n")


# ------------------------------------------------------------------------------------------- main
def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--output", required=True, help="folder for the data (created)")
    ap.add_argument("--work", help="folder for apt's state and the downloads, kept for the next run "
                    "(default: ~/.cache/headwater-demo-data)")
    ap.add_argument("--mirror", default=DEFAULT_MIRROR, help=f"Debian mirror (default {DEFAULT_MIRROR})")
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--no-update", action="store_true", help="reuse the indexes already in --work")
    ap.add_argument("--no-pypi", action="store_true", help="leave out the Korean constitution (from PyPI)")
    ap.add_argument("--max-chars", type=int, default=800, help="longest document or example, in characters")
    ap.add_argument("--general-en-mb", type=float, default=3.5)
    ap.add_argument("--general-ko-mb", type=float, default=3.0)
    ap.add_argument("--domain-en-mb", type=float, default=3.0)
    ap.add_argument("--domain-ko-mb", type=float, default=2.0)
    args = ap.parse_args()

    started = time.time()
    out = os.path.abspath(args.output)
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    work = os.path.abspath(args.work or os.path.join(cache, "headwater-demo-data"))
    os.makedirs(out, exist_ok=True)
    os.makedirs(work, exist_ok=True)
    licences_dir = os.path.join(out, "licenses")
    os.makedirs(licences_dir, exist_ok=True)
    seed, max_chars = args.seed, args.max_chars
    mb = 1_000_000
    stats = {"seed": seed, "max_chars": max_chars}
    sources = []  # (what, package, version, licence, taken)

    apt = Apt(work, args.mirror)
    if not args.no_update:
        log(f"apt-get update ({SUITE} main, descriptions en+ko) from {args.mirror}")
        apt.update()
    release = apt.list_file(rf"_dists_{SUITE}_InRelease$")
    with open(release, encoding="utf-8", errors="replace") as f:
        release_date = next((l.split(":", 1)[1].strip() for l in f if l.startswith("Date:")), "?")
    indexes = {
        "Packages": apt.list_file(rf"_dists_{SUITE}_main_binary-{ARCH}_Packages"),
        "Translation-en": apt.list_file(rf"_dists_{SUITE}_main_i18n_Translation-en(\.|$)"),
        "Translation-ko": apt.list_file(rf"_dists_{SUITE}_main_i18n_Translation-ko(\.|$)"),
    }

    # --- the archive's metadata: descriptions by Description-md5, with section and tags.
    log("reading the archive's indexes")
    packages = parse_control(apt.read_index(indexes["Packages"]))
    english = {r["Description-md5"]: description_text(r["Description-en"])
               for r in parse_control(apt.read_index(indexes["Translation-en"])) if "Description-en" in r}
    korean_records = [r for r in parse_control(apt.read_index(indexes["Translation-ko"])) if "Description-ko" in r]
    glue = KoreanWrapGlue(r["Description-ko"] for r in korean_records)
    korean = {r["Description-md5"]: description_text(r["Description-ko"], glue) for r in korean_records}
    sections = collections.defaultdict(collections.Counter)
    tags = collections.defaultdict(set)
    for p in packages:
        md5 = p.get("Description-md5")
        if not md5:
            continue
        sections[md5][p.get("Section", "").split("/")[-1]] += 1
        for tag in p.get("Tag", "").replace("\n", " ").split(","):
            if tag.strip():
                tags[md5].add(tag.strip())
    stats["archive"] = {"packages": len(packages), "english_descriptions": len(english),
                        "korean_descriptions": len(korean), "release_date": release_date}

    def section_of(md5):
        counts = sections.get(md5)
        return min(counts, key=lambda s: (-counts[s], s)) if counts else None

    # --- Korean single-label set: topic from the section.
    log("labelled sets")
    rows, seen, dropped = [], set(), collections.Counter()
    for md5 in sorted(korean):
        text = cut(korean[md5], max_chars)
        topic = TOPIC_OF_SECTION.get(section_of(md5) or "")
        if topic is None:
            dropped["section without a topic"] += 1
        elif not is_korean(text, 5) or len(text) < 20:
            dropped["short or not Korean"] += 1
        elif TRANSITIONAL.search(text):
            dropped["transitional package"] += 1
        elif body_of(text) in seen:
            dropped["duplicate text"] += 1
        else:
            seen.add(body_of(text))
            rows.append((md5, text, topic))
    counts = collections.Counter(r[2] for r in rows)
    rare = {t for t, n in counts.items() if n < MIN_PER_CLASS}
    dropped["rare topic"] += sum(counts[t] for t in rare)
    rows = [r for r in rows if r[2] not in rare]
    topics = split_stratified(rows, seed, "topics_ko")

    # --- English multi-label set: debtags of two facets.
    rows, seen, dropped_tags = [], set(), collections.Counter()
    for md5 in sorted(english):
        labels = sorted({LABEL_OF_TAG[t] for t in tags.get(md5, ()) if t in LABEL_OF_TAG})
        if not labels:
            continue
        text = cut(english[md5], max_chars)
        if len(text) < 40:
            dropped_tags["short"] += 1
        elif TRANSITIONAL.search(text):
            dropped_tags["transitional package"] += 1
        elif body_of(text) in seen:
            dropped_tags["duplicate text"] += 1
        else:
            seen.add(body_of(text))
            rows.append((md5, text, labels))
    positives = collections.Counter(l for r in rows for l in r[2])
    kept_labels = {l for l, n in positives.items() if n >= MIN_PER_CLASS}
    trimmed = []
    for md5, text, labels in rows:
        labels = [l for l in labels if l in kept_labels]
        if not labels:
            dropped_tags["only rare labels"] += 1
        elif len(labels) > MAX_LABELS:
            dropped_tags[f"more than {MAX_LABELS} labels"] += 1
        else:
            trimmed.append((md5, text, labels))
    tag_splits = split_hashed(trimmed, seed, "tags_en")

    held_out = {r[0] for s in ("validation", "test") for r in topics[s] + tag_splits[s]}
    labelled_stats = {}
    for name, splits, multi in (("debian_topics_ko", topics, False), ("debian_tags_en", tag_splits, True)):
        info = {}
        for s in SPLITS:
            write_tsv(os.path.join(out, f"{name}-{s}.tsv"),
                      [(text, ",".join(labels) if multi else labels) for _, text, labels in splits[s]])
            dist = collections.Counter(l for r in splits[s] for l in (r[2] if multi else [r[2]]))
            info[s] = {"rows": len(splits[s]), "labels": dict(sorted(dist.items(), key=lambda kv: -kv[1]))}
            if multi:
                info[s]["labels_per_row"] = dict(sorted(collections.Counter(len(r[2]) for r in splits[s]).items()))
        labelled_stats[name] = info
    labelled_stats["debian_topics_ko"]["dropped"] = dict(dropped)
    labelled_stats["debian_tags_en"]["dropped"] = dict(dropped_tags)
    stats["labelled"] = labelled_stats

    # --- packages with text.
    debs = os.path.join(work, "debs")
    unpacked, versions, deb_files = {}, {}, {}
    for package in PACKAGES:
        log(f"apt-get download {package}")
        unpacked[package], versions[package], deb_files[package] = apt.download(package, debs)
        copyright_path = os.path.join(unpacked[package], "usr/share/doc", package, "copyright")
        if os.path.exists(copyright_path):
            shutil.copyfile(copyright_path, os.path.join(licences_dir, f"{package}.copyright"))

    # --- domain text: descriptions not held out, the labelled training texts first.
    log("domain text")
    train_md5 = {r[0] for r in tag_splits["train"]}
    first = [cut(english[m], max_chars) for m in sorted(train_md5)]
    rest = [cut(english[m], max_chars) for m in sorted(english) if m not in held_out and m not in train_md5]
    rest = [t for t in rest if not TRANSITIONAL.search(t)]
    first = take(first, int(args.domain_en_mb * mb), seed, "domain_en", 40)
    size = sum(len(l.encode("utf-8")) + 1 for l in first)
    rest = take(rest, int(args.domain_en_mb * mb) - size, seed, "domain_en", 40)
    domain_en = sorted(set(first) | set(rest), key=lambda s: unit_hash(seed, f"domain_en:order:{s}"))
    write_lines(os.path.join(out, "domain_en.txt"), domain_en)

    faq = []
    for path in files_under(os.path.join(unpacked["debian-faq-ko"], "usr/share/doc/debian/FAQ/ko"), ".html"):
        faq += html_paragraphs(path)
    faq_docs = korean_documents(faq, set())
    descriptions_ko = [cut(korean[m], max_chars) for m in sorted(korean) if m not in held_out]
    descriptions_ko = [t for t in descriptions_ko if is_korean(t, 5) and not TRANSITIONAL.search(t)]
    domain_ko = take(descriptions_ko + faq_docs, int(args.domain_ko_mb * mb), seed, "domain_ko", 20)
    write_lines(os.path.join(out, "domain_ko.txt"), domain_ko)
    in_domain_ko = set(domain_ko)
    faq_kept = [d for d in faq_docs if d in in_domain_ko]

    # --- general English: WordNet glosses, The Devil's Dictionary, the World English Bible.
    log("general English text")
    cap = args.general_en_mb * mb
    wordnet = take(wordnet_lines(unpacked["wordnet-base"], max_chars), int(cap * 0.55), seed, "wordnet", 40)
    devil = take(chunks(dictd_entries(unpacked["dict-devil"], "devil"), 300, max_chars), int(cap * 0.12), seed,
                 "devil", 20)
    bible = take(chunks(sword_paragraphs(unpacked["sword-text-web"]), 400, max_chars), int(cap * 0.33), seed,
                 "web", 40)
    general_en = sorted(set(wordnet + devil + bible), key=lambda s: unit_hash(seed, f"general_en:order:{s}"))
    write_lines(os.path.join(out, "general_en.txt"), general_en)

    # --- general Korean: LibreOffice and GNOME help, the constitution.
    log("general Korean text")
    seen_ko = set()
    libreoffice = []
    for path in files_under(os.path.join(unpacked["libreoffice-help-ko"], "usr/share/libreoffice/help/ko"), ".html"):
        libreoffice += korean_documents(html_paragraphs(path), seen_ko)
    gnome = []
    for path in files_under(os.path.join(unpacked["gnome-user-docs"], "usr/share/help/ko"), ".page"):
        gnome += korean_documents(mallard_paragraphs(path), seen_ko)
    constitution = []
    if not args.no_pypi:
        log(f"pip download {KONLPY[0]}=={KONLPY[1]}")
        constitution = korean_documents(fetch_konlpy(work), seen_ko)
    cap = int(args.general_ko_mb * mb)
    constitution = take(constitution, cap, seed, "kolaw", 20)
    cap -= sum(len(l.encode("utf-8")) + 1 for l in constitution)
    gnome = take(gnome, cap // 3, seed, "gnome_ko", 20)
    cap -= sum(len(l.encode("utf-8")) + 1 for l in gnome)
    libreoffice = take(libreoffice, cap, seed, "libreoffice_ko", 20)
    general_ko = sorted(set(libreoffice + gnome + constitution),
                        key=lambda s: unit_hash(seed, f"general_ko:order:{s}"))
    write_lines(os.path.join(out, "general_ko.txt"), general_ko)

    # --- what came from where.
    def size_of(lines):
        return sum(len(l.encode("utf-8")) + 1 for l in lines)

    taken = {
        "wordnet-base": ("general_en.txt", "synset words and glosses of data.{noun,verb,adj,adv}", wordnet),
        "dict-devil": ("general_en.txt", "all entries of The Devil's Dictionary", devil),
        "sword-text-web": ("general_en.txt", "paragraphs of the World English Bible (footnotes dropped)", bible),
        "libreoffice-help-ko": ("general_ko.txt", "Korean paragraphs of the LibreOffice help pages", libreoffice),
        "gnome-user-docs": ("general_ko.txt", "Korean paragraphs of the GNOME user and admin help (help/ko)",
                            gnome),
        "debian-faq-ko": ("domain_ko.txt", "Korean paragraphs of the Debian FAQ", faq_kept),
    }
    files = {}
    for name in sorted(os.listdir(out)):
        path = os.path.join(out, name)
        if os.path.isfile(path) and name.endswith((".txt", ".tsv")):
            with open(path, encoding="utf-8") as f:
                files[name] = {"bytes": os.path.getsize(path), "lines": sum(1 for _ in f)}
    stats["files"] = files
    stats["total_bytes"] = sum(v["bytes"] for v in files.values())
    stats["sources"] = {p: {"file": t[0], "documents": len(t[2]), "bytes": size_of(t[2])} for p, t in taken.items()}
    stats["sources"]["konlpy"] = {"file": "general_ko.txt", "documents": len(constitution),
                                  "bytes": size_of(constitution)}
    with open(os.path.join(out, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, ensure_ascii=False, indent=1)
        f.write("\n")

    md = ["# Sources of the demo data", "",
          f"Built by `scripts/demo/build-demo-data.py --seed {seed}` from Debian {SUITE} main ({ARCH}); the "
          f"archive's Release file is dated {release_date}.", "",
          "## Debian archive metadata", "",
          "| index | SHA-256 of the file as fetched | used for |", "| --- | --- | --- |"]
    use = {"Packages": "Section and Tag (debtags) of each description",
           "Translation-en": "English descriptions: domain_en.txt, debian_tags_en-*.tsv",
           "Translation-ko": "Korean descriptions: domain_ko.txt, debian_topics_ko-*.tsv"}
    for name, path in indexes.items():
        md.append(f"| {SUITE}/main {name} | `{sha256_of(path)}` | {use[name]} |")
    md += ["",
           "Package descriptions are written by each package's maintainers (mostly from the upstream project's "
           "own text) and are part of each source package's `debian/control`, so each is under the licence of "
           "its package's packaging in Debian main (DFSG-free). The Korean descriptions are contributed to "
           "Debian by the Debian Description Translation Project (DDTP); the tags come from the debtags "
           "project. Neither states a licence of its own.", "",
           "Labels: `debian_topics_ko` maps the package's Section to a topic (sections of the same kind merged, "
           "topics with fewer than 100 examples dropped); `debian_tags_en` maps debtags of the `use::` and "
           "`works-with::` facets to labels (1 to 4 a text).", "",
           "## Packages", "",
           "| package | version | licence (as the package states it) | taken | into | documents | bytes |",
           "| --- | --- | --- | --- | --- | ---: | ---: |"]
    for package, (target, what, lines) in taken.items():
        copyright_path = os.path.join(unpacked[package], "usr/share/doc", package, "copyright")
        stated = licence_of(copyright_path)
        licence = PACKAGES[package] + (f"; `Files: *` says {stated}" if stated else "")
        md.append(f"| {package} (Debian) | {versions[package]} | {licence} | {what} | {target} | "
                  f"{len(lines)} | {size_of(lines)} |")
    if constitution:
        md.append(f"| {KONLPY[0]} (PyPI) | {KONLPY[1]} | package GPL-3.0-or-later; the text is a law of the "
                  f"Republic of Korea, not protected (Korean Copyright Act art. 7) | the Constitution of the "
                  f"Republic of Korea (konlpy/data/corpus/kolaw/constitution.txt) | general_ko.txt | "
                  f"{len(constitution)} | {size_of(constitution)} |")
    md += ["", "Each package's copyright file is in `licenses/`.", "", "## Files", "",
           "| file | lines | bytes |", "| --- | ---: | ---: |"]
    for name, info in files.items():
        md.append(f"| {name} | {info['lines']} | {info['bytes']} |")
    with open(os.path.join(out, "SOURCES.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(md) + "\n")
    log(f"done in {time.time() - started:.0f} s: {stats['total_bytes'] / mb:.1f} MB in {out}")


if __name__ == "__main__":
    main()
