// pytorch_model.bin from strangers: the restricted pickle reader loads what torch.save writes for a state
// dict (an OrderedDict with _metadata, tied tensors sharing a storage) and refuses everything else with a
// message instead of running code, crashing or exhausting memory.
#include "core/model_io/internal/weight_source.h"
#include "core/model_io/pickle_reader.h"

#include <caffe2/serialize/inline_container.h>
#include <torch/torch.h>

#include <QTemporaryDir>
#include <QTest>

using namespace hw;

namespace {

QByteArray unicode(const std::string& s) {
    QByteArray out("X");
    const uint32_t n = uint32_t(s.size());
    out.append(reinterpret_cast<const char*>(&n), 4);
    return out + QByteArray::fromStdString(s);
}

QByteArray binInt(int32_t v) {
    QByteArray out("J");
    out.append(reinterpret_cast<const char*>(&v), 4);
    return out;
}

// _rebuild_tensor_v2(storage '0' of `numel` floats, offset, (size,), (stride,), False, OrderedDict())
QByteArray tensorPickle(int numel, int offset, int size, int stride) {
    return "ctorch._utils\n_rebuild_tensor_v2\n(" + QByteArray("(") + unicode("storage") +
           "ctorch\nFloatStorage\n" + unicode("0") + unicode("cpu") + binInt(numel) + "tQ" + binInt(offset) +
           binInt(size) + "\x85" + binInt(stride) + "\x85\x89" + "ccollections\nOrderedDict\n)R" + "tR";
}

// torch.save's layout: an OrderedDict of name -> tensor, then BUILD with the _metadata state.
QByteArray stateDictPickle(const QList<QPair<QByteArray, QByteArray>>& entries) {
    QByteArray p("\x80\x02"
                 "ccollections\nOrderedDict\n)R(");
    for (const auto& [name, tensor] : entries)
        p += unicode(name.toStdString()) + tensor;
    p += "u}" + unicode("_metadata") + "ccollections\nOrderedDict\n)Rsb.";
    return p;
}

QString writeArchive(const QTemporaryDir& dir, const QByteArray& pickle, int floats) {
    const QString path = dir.filePath(QStringLiteral("pytorch_model.bin"));
    caffe2::serialize::PyTorchStreamWriter writer(path.toStdString());
    writer.writeRecord("data.pkl", pickle.constData(), size_t(pickle.size()));
    std::vector<float> data(static_cast<size_t>(floats));
    for (int i = 0; i < floats; ++i)
        data[size_t(i)] = float(i);
    writer.writeRecord("data/0", data.data(), data.size() * sizeof(float));
    writer.writeEndOfFile();
    return path;
}

} // namespace

class TestPickleReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void stateDictWithMetadataAndSharedStorageLoads();
    void viewsOutsideTheirStorageAreRefused_data();
    void viewsOutsideTheirStorageAreRefused();
    void globalsOtherThanTensorsAreRefused();
    void deepNestingAndHugeObjectCountsEndInAnError();
    void memoReferencesCostNoCopies();
};

void TestPickleReader::stateDictWithMetadataAndSharedStorageLoads() {
    QTemporaryDir dir;
    const QString path = writeArchive(
        dir,
        stateDictPickle({{"a.weight", tensorPickle(6, 0, 6, 1)}, {"b.weight", tensorPickle(6, 2, 2, 2)}}), 6);
    Expected<WeightSource> source = readTorchBin(path);
    QVERIFY2(source.ok(), qPrintable(source.error().toString()));
    const torch::Tensor a = source->tensors.at("a.weight"), b = source->tensors.at("b.weight");
    QVERIFY(torch::equal(a, torch::arange(6, torch::kFloat)));
    QVERIFY(torch::equal(b, torch::tensor({2.0f, 4.0f})));  // offset 2, stride 2 into the same storage
    QCOMPARE(a.data_ptr<float>() + 2, b.data_ptr<float>()); // one storage, read once
}

void TestPickleReader::viewsOutsideTheirStorageAreRefused_data() {
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("stride");
    QTest::newRow("size past the end") << 0 << 10 << 1;
    QTest::newRow("stride past the end") << 0 << 3 << 4;
    QTest::newRow("offset past the end") << 6 << 1 << 1;
    QTest::newRow("negative offset") << -1 << 2 << 1;
    QTest::newRow("negative stride") << 5 << 3 << -1;
    QTest::newRow("overflowing extent") << 0 << 2 << 0x7fffffff;
}

void TestPickleReader::viewsOutsideTheirStorageAreRefused() {
    QFETCH(int, offset);
    QFETCH(int, size);
    QFETCH(int, stride);
    QTemporaryDir dir;
    const QString path =
        writeArchive(dir, stateDictPickle({{"w", tensorPickle(6, offset, size, stride)}}), 6);
    Expected<WeightSource> source = readTorchBin(path);
    QVERIFY(!source.ok());
    QVERIFY2(source.error().what.toString().contains(QLatin1String("tensor")),
             qPrintable(source.error().toString()));
}

void TestPickleReader::globalsOtherThanTensorsAreRefused() {
    for (const QByteArray& call :
         {QByteArray("cos\nsystem\n"), QByteArray("cbuiltins\neval\n"), QByteArray("ctorch\nload\n")}) {
        const QByteArray pickle = "\x80\x02" + call + "(" + unicode("touch /tmp/pwned") + "tR.";
        Expected<PickleGraph> graph = readStateDictPickle(pickle);
        QVERIFY(!graph.ok());
        QVERIFY2(graph.error().what.toString().startsWith(QLatin1String("refused global")),
                 qPrintable(graph.error().what));
    }
}

void TestPickleReader::deepNestingAndHugeObjectCountsEndInAnError() {
    // 600,000 lists, each appended into the one before: a chain that recursive code would overflow the stack
    // on.
    QByteArray nested("\x80\x02");
    nested += QByteArray(600000, ']') + QByteArray(599999, 'a') + '.';
    Expected<PickleGraph> graph = readStateDictPickle(nested);
    QVERIFY2(graph.ok(), "a deep chain is read without recursion");
    graph = Expected<PickleGraph>(UserError{}); // and destroyed without recursion

    QByteArray many("\x80\x02");
    many += QByteArray(2000000, ']') + '.';
    Expected<PickleGraph> tooMany = readStateDictPickle(many);
    QVERIFY(!tooMany.ok());
    QVERIFY2(tooMany.error().what.toString().contains(QLatin1String("objects")),
             qPrintable(tooMany.error().what));

    QTemporaryDir dir;
    const QString path =
        writeArchive(dir, "\x80\x02" + QByteArray(100000, ']') + QByteArray(99999, 'a') + '.', 1);
    Expected<WeightSource> source = readTorchBin(path);
    QVERIFY(!source.ok());
    QVERIFY2(source.error().what.toString().contains(QLatin1String("no dictionary")),
             qPrintable(source.error().toString()));
}

void TestPickleReader::memoReferencesCostNoCopies() {
    // A list stored once and fetched 1,000,000 times into another list: references, not copies.
    QByteArray body;
    for (int i = 0; i < 1000000; ++i)
        body += "h\x01";
    const QByteArray pickle = QByteArray("\x80\x02"
                                         "]"
                                         "]q\x01"
                                         "0"
                                         "(") +
                              body + "e.";
    Expected<PickleGraph> graph = readStateDictPickle(pickle);
    QVERIFY2(graph.ok(), graph.ok() ? "" : qPrintable(graph.error().what));
    QCOMPARE(graph->root->items.size(), size_t(1000000));
    QCOMPARE(graph->nodes.size(), size_t(2)); // two lists, however many references
}

QTEST_GUILESS_MAIN(TestPickleReader)
#include "test_pickle_reader.moc"
