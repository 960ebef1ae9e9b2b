<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>JobTexts</name>
    <message numerus="yes">
        <location filename="../ui/jobs/job_texts.cpp" line="47"/>
        <source>Classify a text with %n model(s)</source>
        <translation>
            <numerusform>Classify a text with %n model</numerusform>
            <numerusform>Classify a text with %n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/jobs/job_texts.cpp" line="50"/>
        <source>Compare how %n tokenizer(s) cut %1</source>
        <translation>
            <numerusform>Measure how %n tokenizer cuts %1</numerusform>
            <numerusform>Compare how %n tokenizers cut %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="52"/>
        <source>Evaluate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="53"/>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="54"/>
        <source>Predict with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="56"/>
        <source>Extend the vocabulary of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="58"/>
        <source>Rank vocabulary candidates for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="60"/>
        <source>Fine-tune and compare %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="61"/>
        <source>Fine-tune %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="62"/>
        <source>Fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="63"/>
        <source>Import corpus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="64"/>
        <source>Import labelled set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/jobs/job_texts.cpp" line="66"/>
        <source>Mask-fill of %n model(s)</source>
        <translation>
            <numerusform>Mask-fill of %n model</numerusform>
            <numerusform>Mask-fill of %n models</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="67"/>
        <source>New model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="69"/>
        <source>Resize %1 for the tokenizer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="71"/>
        <source>Measure training speed on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/jobs/job_texts.cpp" line="73"/>
        <source>Perplexity of %n model(s)</source>
        <translation>
            <numerusform>Perplexity of %n model</numerusform>
            <numerusform>Perplexity of %n models</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="74"/>
        <source>Prepare the demo project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="75"/>
        <source>Pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="77"/>
        <source>Train %1 tokenizer (%2 tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="85"/>
        <source>classifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="86"/>
        <source>counting words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="87"/>
        <source>creating a tiny BERT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="88"/>
        <source>fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="89"/>
        <source>importing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="90"/>
        <source>initialising the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="91"/>
        <source>learning merges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="92"/>
        <source>measuring perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="93"/>
        <source>measuring speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="94"/>
        <source>resizing the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="95"/>
        <source>predicting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="96"/>
        <source>pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="97"/>
        <source>pruning pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="98"/>
        <source>reading corpus “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="99"/>
        <source>reading corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="100"/>
        <source>reading labelled examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="101"/>
        <source>tokenizing corpus “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="102"/>
        <source>tokenizing the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="103"/>
        <source>tokenizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="104"/>
        <source>loading the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="106"/>
        <source>writing the Hugging Face directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="108"/>
        <source>checking the Hugging Face directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="109"/>
        <source>writing the ONNX model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="110"/>
        <source>checking the ONNX model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="111"/>
        <source>writing the int8 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="112"/>
        <source>checking the int8 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="114"/>
        <source>measuring the int8 model on labelled examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="115"/>
        <source>exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jobs/job_texts.cpp" line="125"/>
        <source>%1, seed %2 (run %3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="10"/>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="12"/>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="14"/>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="16"/>
        <source>Pretrain</source>
        <translation>Pretrain</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="18"/>
        <source>Fine-tune</source>
        <translation>Fine-tune</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="20"/>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="22"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="33"/>
        <source>%1 documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="35"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="37"/>
        <source>%1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="39"/>
        <source>%1 pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="54"/>
        <location filename="../ui/widgets/progress_text.cpp" line="68"/>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="56"/>
        <source>%1 documents/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="58"/>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="60"/>
        <source>%1 steps/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="62"/>
        <source>%1 pieces/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="64"/>
        <source>%1%/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="85"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="86"/>
        <source>Failed: %1 (%2). %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="88"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="94"/>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="96"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="98"/>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="100"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="102"/>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="104"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/project/demo_project.cpp" line="44"/>
        <source>Demo: news topics and emotions</source>
        <translation>Demo: news topics and emotions</translation>
    </message>
</context>
<context>
    <name>hw::ui::AboutDialog</name>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="14"/>
        <source>About Headwater</source>
        <translation>About Headwater</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="18"/>
        <source>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;Domain-adaptive pretraining studio for BERT and ELECTRA encoders.&lt;br&gt;&lt;i&gt;Clear the upstream model, and the downstream task runs clear.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;Domain-adaptive pretraining studio for BERT and ELECTRA encoders.&lt;br&gt;&lt;i&gt;Clear the upstream model, and the downstream task runs clear.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="31"/>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="32"/>
        <source>libtorch</source>
        <translation>libtorch</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="33"/>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="34"/>
        <source>SQLite</source>
        <translation>SQLite</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="35"/>
        <source>BLAS</source>
        <translation>BLAS</translation>
    </message>
</context>
<context>
    <name>hw::ui::ArtefactPicker</name>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="61"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="79"/>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="89"/>
        <source>New model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="94"/>
        <source>Import a Hugging Face model folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="95"/>
        <source>Choose a folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="141"/>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ComparePage</name>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="111"/>
        <location filename="../ui/compare/compare_page.cpp" line="255"/>
        <source>Open a probe file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="112"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="117"/>
        <source>Export the predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="118"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="145"/>
        <source>Choose at least one model and type sentences with [MASK], one per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="166"/>
        <source>Predicting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="173"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="185"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="234"/>
        <source>every model has this token in its top %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="251"/>
        <source>&amp;Mask-fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="252"/>
        <source>Sentences tried before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="253"/>
        <source>Choose one to put it back in the probe box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="254"/>
        <source>Op&amp;en probe file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="256"/>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="257"/>
        <source>Export the predictions as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="258"/>
        <source>&amp;Downstream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="259"/>
        <source>&amp;Perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="260"/>
        <source>C&amp;urves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="261"/>
        <source>Comparisons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="262"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="262"/>
        <source>Mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="262"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="267"/>
        <source>Model %1 to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="268"/>
        <source>&amp;Probe sentences with [MASK], one per line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="269"/>
        <source>Probe sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="270"/>
        <source>top </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="271"/>
        <source>Predictions per mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="272"/>
        <source>Device for mask-fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="273"/>
        <source>The models stay loaded on this device between queries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="274"/>
        <source>&amp;Fill masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="275"/>
        <source>Fill masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="276"/>
        <source>Comparison status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="277"/>
        <source>Mask-fill predictions side by side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ConfusionMatrixView</name>
    <message>
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="68"/>
        <source>true %1, predicted %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="78"/>
        <source>%1 taken for %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="83"/>
        <source>No confusion matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="85"/>
        <source>%n label(s), rows true, columns predicted; no confusions</source>
        <translation>
            <numerusform>%n label, rows true, columns predicted; no confusions</numerusform>
            <numerusform>%n labels, rows true, columns predicted; no confusions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="86"/>
        <source>%n label(s), rows true, columns predicted; most confused: %1</source>
        <translation>
            <numerusform>%n label, rows true, columns predicted; most confused: %1</numerusform>
            <numerusform>%n labels, rows true, columns predicted; most confused: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusBrowserPanel</name>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="131"/>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="131"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="150"/>
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="151"/>
        <source>%n document(s) contain “%1”</source>
        <translation>
            <numerusform>%n document contains “%1”</numerusform>
            <numerusform>%n documents contain “%1”</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="160"/>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="160"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="167"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="180"/>
        <source>All documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="181"/>
        <source>Training split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="182"/>
        <source>Validation split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="183"/>
        <source>Search the documents…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="184"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="184"/>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="184"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="185"/>
        <source>&amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="186"/>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="187"/>
        <source>Documents of which split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="188"/>
        <source>Search the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="189"/>
        <source>Matching documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="190"/>
        <source>Corpus documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="191"/>
        <source>Previous page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="192"/>
        <source>Next page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="193"/>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusImportPanel</name>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="196"/>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="373"/>
        <source>Add corpus files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="197"/>
        <source>Corpus files (*.txt *.jsonl *.json *.csv *.tsv *.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="203"/>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="374"/>
        <source>Add a folder of corpus files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="258"/>
        <source>too short: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="260"/>
        <source>too long: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="276"/>
        <source>corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="282"/>
        <source>Open or create a project first (Project page): corpora are stored in a project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="287"/>
        <source>Add at least one file or folder to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="292"/>
        <source>Give the corpus a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="297"/>
        <source>The project already has a corpus named “%1”: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="316"/>
        <source>Importing “%1”… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="336"/>
        <source>Open or create a project first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="346"/>
        <source>&amp;Files and folders to import (drop them here):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="347"/>
        <source>Add &amp;files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="348"/>
        <source>Add f&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="349"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="350"/>
        <source>F&amp;ormat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="351"/>
        <source>Detect from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="352"/>
        <source>Plain text (one document per line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="353"/>
        <source>Documents separated by blank lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="354"/>
        <source>JSONL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="355"/>
        <source>CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="356"/>
        <source>TSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="357"/>
        <source>&amp;Text field:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="358"/>
        <source>&amp;Unicode normalisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="359"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="360"/>
        <source>Drop &amp;duplicate documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="361"/>
        <source>&amp;Minimum characters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="362"/>
        <source>Ma&amp;ximum characters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="363"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="364"/>
        <source>&amp;Validation share:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="365"/>
        <source>Split s&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="366"/>
        <source>Corpus &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="368"/>
        <source>Preview of the first %n document(s), as they will be stored:</source>
        <translation>
            <numerusform>Preview of the first document, as it will be stored:</numerusform>
            <numerusform>Preview of the first %n documents, as they will be stored:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="369"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="369"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="369"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="370"/>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="372"/>
        <source>Files to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="375"/>
        <source>Remove the selected files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="376"/>
        <source>Corpus format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="377"/>
        <source>Text field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="378"/>
        <source>Unicode normalisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="379"/>
        <source>Drop duplicate documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="380"/>
        <source>Minimum characters per document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="381"/>
        <source>Maximum characters per document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="382"/>
        <source>Validation share in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="383"/>
        <source>Split seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="384"/>
        <source>Corpus name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="385"/>
        <source>Import preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="386"/>
        <source>Import status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="387"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="388"/>
        <source>For JSONL, CSV and TSV: the field or column that holds the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="389"/>
        <source>Share of documents held out for validation; the split depends only on each document&apos;s text and the seed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusListPanel</name>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="128"/>
        <source>No corpus yet: add files above and press Import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="129"/>
        <source>No project is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="147"/>
        <source>%1 documents · %2 characters · %3 words · %4 duplicates and %5 too short/long dropped · train %6, validation %7 · length (characters): mean %8, median %9, 90th percentile %10, 99th percentile %11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="165"/>
        <source>documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="168"/>
        <source>Hangul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="168"/>
        <source>Latin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="168"/>
        <source>Han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="168"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="171"/>
        <source>share of letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="196"/>
        <source>Corpus</source>
        <translation type="unfinished">Corpus</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="196"/>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="206"/>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="196"/>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="197"/>
        <source>Duplicates dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="197"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="197"/>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="198"/>
        <source>Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="199"/>
        <source>Corpora in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="200"/>
        <source>Figures of the selected corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="201"/>
        <source>Document length histogram (characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="202"/>
        <source>Script mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="203"/>
        <source>Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="203"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="204"/>
        <source>Most frequent words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="205"/>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="207"/>
        <source>Details of the selected corpus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusPage</name>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="91"/>
        <source>Imported “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="74"/>
        <location filename="../ui/corpus/corpus_page.cpp" line="94"/>
        <source>Import of “%1” cancelled; nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="72"/>
        <source>Imported labelled set “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="77"/>
        <location filename="../ui/corpus/corpus_page.cpp" line="97"/>
        <source>Import of “%1” failed: %2 (%3). %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="80"/>
        <location filename="../ui/corpus/corpus_page.cpp" line="100"/>
        <source>Import of “%1” failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="131"/>
        <source>Corpus</source>
        <translation type="unfinished">Corpus</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="132"/>
        <source>&amp;Text corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="133"/>
        <source>&amp;Labelled sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="134"/>
        <source>Corpus kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="135"/>
        <source>Last import result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::CurvesPanel</name>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="76"/>
        <source>fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="77"/>
        <source>pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="153"/>
        <source>&amp;Runs of the project (select several):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="154"/>
        <source>M&amp;etric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="155"/>
        <source>Runs whose curves are drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="156"/>
        <source>Metric drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="157"/>
        <source>Training curves of the selected runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::DownstreamPanel</name>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="129"/>
        <source>F1 of %1 minus F1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="133"/>
        <source>No comparison yet: fine-tune two or more models together on the Fine-tune page (or with `headwater-cli finetune --project`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/compare/downstream_panel.cpp" line="167"/>
        <source>%1 − %2: %3 macro-F1, %4% interval [%5, %6] over %n seed(s) (per seed: %7).</source>
        <translation>
            <numerusform>%1 − %2: %3 macro-F1, %4% interval [%5, %6] over %n seed (per seed: %7).</numerusform>
            <numerusform>%1 − %2: %3 macro-F1, %4% interval [%5, %6] over %n seeds (per seed: %7).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="175"/>
        <source>The interval excludes zero: %1 is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="177"/>
        <source>The interval excludes zero: %1 is worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="178"/>
        <source>The interval includes zero: the difference may be noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="182"/>
        <source>With fewer than 3 seeds per model the interval reflects the test set only; run at least 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="194"/>
        <source>Fine-tuning &amp;comparison:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="195"/>
        <source>M&amp;etric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="196"/>
        <source>Fine-tuning comparison shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="197"/>
        <source>Metric compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="198"/>
        <source>Test metric per model with its standard deviation over seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="199"/>
        <source>F1 difference per label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="200"/>
        <source>What the comparison says</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ExportOptionsPanel</name>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="96"/>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="97"/>
        <source>Hugging Face directory (transformers, safetensors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="98"/>
        <source>ONNX model (onnxruntime), with the tokenizer files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="99"/>
        <source>Both: Hugging Face directory with the ONNX model in onnx/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="100"/>
        <source>&amp;Weights:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="101"/>
        <source>fp32 (as trained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="102"/>
        <source>fp16 (half the size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="103"/>
        <source>bf16 (half the size, fp32&apos;s range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="104"/>
        <source>&amp;Largest file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="105"/>
        <source>one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="106"/>
        <source> MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="107"/>
        <source>Also write an &amp;int8 ONNX model (model_quantized.onnx: matrix products in int8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="108"/>
        <source>Also write an int8 ONNX model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="110"/>
        <source>Dynamic quantisation of the matrix products; the export reports how far its logits and predictions move from fp32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="112"/>
        <source>Export format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="113"/>
        <source>Weight precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="114"/>
        <source>The Hugging Face weights&apos; type; the ONNX model keeps fp32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="115"/>
        <source>Largest weights file in megabytes (0: one file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="116"/>
        <source>Split the weights into files of at most this size, as the Hub prefers for large models.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ExportPage</name>
    <message>
        <location filename="../ui/export/export_page.cpp" line="96"/>
        <source>Export into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="131"/>
        <source>Choose a model and the folder to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="152"/>
        <source>Exporting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="218"/>
        <location filename="../ui/export/export_page.cpp" line="232"/>
        <source>Export</source>
        <translation type="unfinished">Export</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="219"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="220"/>
        <source>&amp;Output folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="172"/>
        <source>Done: %1 parameters exported to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="174"/>
        <source>Hugging Face: %1 (%2 MB); reloaded and run on %3 sample texts, largest logit difference %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="181"/>
        <source>Half precision moves the logits by at most %1 from the fp32 model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="183"/>
        <source>Load it with AutoModel.from_pretrained(&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="186"/>
        <source>ONNX: %1 (%2 MB, opset 17); read back and run on %3 sample texts, largest logit difference %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="192"/>
        <source>Run it with onnxruntime.InferenceSession(&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="195"/>
        <source>int8: %1 (%2 MB); logits within %3 of fp32, %4% of the sample predictions kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="201"/>
        <source>On %1 labelled examples: %2 %3 with fp32, %4 with int8 (%5 points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="221"/>
        <source>int8 &amp;accuracy on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="222"/>
        <source>Labelled set to measure the int8 model on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="223"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="224"/>
        <source>&amp;Replace the folder if it exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="225"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="226"/>
        <source>&amp;Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="227"/>
        <source>Open the exported folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="228"/>
        <source>Model to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="229"/>
        <source>Output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="230"/>
        <source>Choose the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="231"/>
        <source>Replace the folder if it exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="233"/>
        <source>Export status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::FinetunePage</name>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="76"/>
        <source>A fine-tuning run is already going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="81"/>
        <source>Cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="123"/>
        <source>Finished: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/finetune/finetune_page.cpp" line="92"/>
        <source>Fine-tuning “%1”: %n model(s) × %2 seed(s)…</source>
        <translation>
            <numerusform>Fine-tuning “%1”: %n model × %2 seed(s)…</numerusform>
            <numerusform>Fine-tuning “%1”: %n models × %2 seeds…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="138"/>
        <source>&amp;Start fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="139"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="140"/>
        <source>Start fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="141"/>
        <source>Cancel fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="142"/>
        <source>Fine-tuning status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="143"/>
        <source>Training loss per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="144"/>
        <source>Validation macro-F1 per epoch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::FinetuneResultsPanel</name>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="31"/>
        <source>macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="33"/>
        <source>micro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="35"/>
        <source>weighted F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="37"/>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="39"/>
        <source>subset accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="41"/>
        <source>Hamming loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="170"/>
        <source>No fine-tuning run yet: results appear here when one finishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="179"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="186"/>
        <source>%1 (%n seed(s))</source>
        <translation>
            <numerusform>%1 (%n seed)</numerusform>
            <numerusform>%1 (%n seeds)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="241"/>
        <source>Confusion matrix of %1, summed over seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="242"/>
        <source>Confusion matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="247"/>
        <source>every label</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="281"/>
        <source>%1 of %n test example(s) wrong</source>
        <translation>
            <numerusform>%1 of %n test example wrong</numerusform>
            <numerusform>%1 of %n test examples wrong</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="308"/>
        <source>&amp;Results of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="309"/>
        <source>Per class for &amp;model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="310"/>
        <source>Fine-tuning run shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="311"/>
        <source>Model whose classes are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="312"/>
        <source>Test metrics per model, mean ± standard deviation over seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="313"/>
        <source>Filter labels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="314"/>
        <source>Filter labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="316"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="316"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="316"/>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="316"/>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="316"/>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="317"/>
        <source>Test scores per class, mean over seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="318"/>
        <source>Show &amp;row shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="319"/>
        <source>Show the confusion matrix as shares of each true label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="320"/>
        <source>Results note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="321"/>
        <source>Scores per &amp;class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="322"/>
        <source>Confusion &amp;matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="323"/>
        <source>T&amp;hresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="324"/>
        <source>&amp;Misclassified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>&amp;Try it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="326"/>
        <source>Result details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="327"/>
        <source>Seed whose mistakes are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="328"/>
        <source>Only mistakes involving this label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="329"/>
        <source>Mistakes count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="330"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="330"/>
        <source>True labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="330"/>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="330"/>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="331"/>
        <source>Misclassified test examples, most confident first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::FinetuneSetupPanel</name>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="135"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="137"/>
        <source>Choose a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="143"/>
        <source>Choose labelled data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="144"/>
        <source>Labelled data (*.csv *.tsv *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="197"/>
        <source>No project is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="197"/>
        <source>open or create one on the Project page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="210"/>
        <source>No model chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="204"/>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="211"/>
        <source>choose a project model or a Hugging Face model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="224"/>
        <source>The file %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="225"/>
        <source>choose another or leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="228"/>
        <source>Text and label need two different columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="229"/>
        <source>choose them from the training file&apos;s columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="239"/>
        <source>Choose a new run name without “/”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="240"/>
        <source>“%1” is taken or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="282"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="282"/>
        <source>Model to fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="283"/>
        <source>A base model or a domain-adapted one; fine-tune both to compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="273"/>
        <source>&amp;Training file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="203"/>
        <source>%1 is not a model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="220"/>
        <source>No labelled data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="221"/>
        <source>choose a labelled set of the project, or a CSV, TSV or JSONL training file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="269"/>
        <source>Labelled &amp;set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="269"/>
        <source>Labelled set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="270"/>
        <source>A labelled set of the project, with its train, validation and test splits; or none, and the files below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="273"/>
        <source>Training file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="273"/>
        <source>CSV, TSV or JSONL with a text and a label column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="274"/>
        <source>&amp;Validation file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="274"/>
        <source>Validation file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="275"/>
        <source>Chooses the best epoch (and multi-label thresholds); optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="276"/>
        <source>T&amp;est file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="276"/>
        <source>Test file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="276"/>
        <source>Scored once with the best epoch; the figures to report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="277"/>
        <source>Te&amp;xt column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="277"/>
        <source>Text column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="277"/>
        <source>The column holding the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="278"/>
        <source>&amp;Label column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="278"/>
        <source>Label column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="279"/>
        <source>The label, or a delimited list of labels when multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="280"/>
        <source>M&amp;ulti-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="280"/>
        <source>Multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="281"/>
        <source>Each text may carry several labels (e.g. 44 emotions of KOTE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="284"/>
        <source>Compare &amp;with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="284"/>
        <source>Second model to fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="285"/>
        <source>Fine-tuned on the same data and seeds; the comparison tells whether the difference is real</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="286"/>
        <source>&amp;And with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="286"/>
        <source>Third model to fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="286"/>
        <source>An optional third model in the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="287"/>
        <source>E&amp;pochs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="287"/>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="288"/>
        <source>Passes over the training data; the best epoch on validation is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="289"/>
        <source>Learning &amp;rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="289"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="290"/>
        <source>Peak learning rate; 2e-5 to 5e-5 is usual for fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="291"/>
        <source>&amp;Batch size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="291"/>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="291"/>
        <source>Examples per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="292"/>
        <source>Max &amp;length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="292"/>
        <source>Maximum length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="292"/>
        <source>Tokens per text; longer texts are cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="293"/>
        <source>&amp;Warmup ratio:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="293"/>
        <source>Warmup ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="294"/>
        <source>Share of the steps over which the learning rate rises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="295"/>
        <source>Class w&amp;eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="295"/>
        <source>Class weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="295"/>
        <source>Weigh rare classes (positives, for multi-label) up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="296"/>
        <source>Pa&amp;tience:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="296"/>
        <source>Patience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="297"/>
        <source>Stop after this many epochs without a better validation macro-F1; 0: never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="298"/>
        <source>&amp;Seeds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="298"/>
        <source>Seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="299"/>
        <source>Repeated runs with different seeds: the spread tells whether a difference is real</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="300"/>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="300"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="300"/>
        <source>Where the run trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="301"/>
        <source>Run &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="301"/>
        <source>Run name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="301"/>
        <source>The run&apos;s folder in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="316"/>
        <source>Problem with the settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::FragmentationPanel</name>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="115"/>
        <source>Open or create a project first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="119"/>
        <source>Import a corpus first (Corpus page): the tokenizers are measured on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="133"/>
        <source>Choose at least one tokenizer or model to measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="142"/>
        <source>Tokenizing “%1” with %n tokenizer(s)… (see Jobs)</source>
        <translation>
            <numerusform>Tokenizing “%1” with %n tokenizer… (see Jobs)</numerusform>
            <numerusform>Tokenizing “%1” with %n tokenizers… (see Jobs)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="182"/>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="223"/>
        <source>Tokens per word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="186"/>
        <source>Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="186"/>
        <source>Frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="196"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="201"/>
        <source>Measured on %n document(s).</source>
        <translation>
            <numerusform>Measured on %n document.</numerusform>
            <numerusform>Measured on %n documents.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="216"/>
        <source>C&amp;orpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="217"/>
        <source>To&amp;kenizers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="218"/>
        <source>&amp;Documents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="219"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="220"/>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="221"/>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="232"/>
        <source>Frequent words cut into the most pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="223"/>
        <source>Tokenizer</source>
        <translation type="unfinished">Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="223"/>
        <source>[UNK] rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="223"/>
        <source>Words split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="223"/>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="224"/>
        <source>Corpus to measure on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="226"/>
        <source>Tokenizer %1 to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="227"/>
        <source>Documents to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="228"/>
        <source>The first documents of the corpus; 0 measures all of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="229"/>
        <source>Measure fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="230"/>
        <source>Fragmentation per tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="231"/>
        <source>Tokens per word per tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="233"/>
        <source>Fragmentation status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::JobsPanel</name>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="111"/>
        <source>Pausing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="114"/>
        <source>Light jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="131"/>
        <source>Progress of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="136"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="192"/>
        <source>&lt;b&gt;%1&lt;/b&gt; failed: %2&lt;br&gt;Where: %3&lt;br&gt;How to fix: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="220"/>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="220"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="220"/>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="220"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="220"/>
        <source>Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="221"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="221"/>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="221"/>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="221"/>
        <source>ETA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="222"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="223"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="224"/>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="225"/>
        <source>&amp;Cancel job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="226"/>
        <source>Run &amp;next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="227"/>
        <source>C&amp;lear finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="228"/>
        <source>Pause the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="229"/>
        <source>Resume the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="230"/>
        <source>Cancel the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="231"/>
        <source>Run the selected queued job next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="232"/>
        <source>Clear finished jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="233"/>
        <source>Details of the selected job</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::LabelledImportPanel</name>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="138"/>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="244"/>
        <source>Choose a labelled file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="139"/>
        <source>Labelled data (*.csv *.tsv *.jsonl *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="150"/>
        <source>Cannot read the file&apos;s columns: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="179"/>
        <source>Open or create a project first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="186"/>
        <source>Choose a file, its text column and at least one label column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="190"/>
        <source>The text column cannot also be a label column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="200"/>
        <source>Each label of the fixed set once, please.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="217"/>
        <source>Importing “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="229"/>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="230"/>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="231"/>
        <source>Te&amp;xt column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="232"/>
        <source>&amp;Label columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="233"/>
        <source>&amp;Multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="234"/>
        <source>&amp;Delimiter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="235"/>
        <source>&amp;Fixed labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="237"/>
        <source>empty: the labels found in the file; or, in id order, e.g. joy, anger, sadness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="238"/>
        <source>Rows with a label outside the set are skipped and counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="239"/>
        <source>&amp;Validation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="240"/>
        <source>&amp;Test:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="241"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="242"/>
        <source>&amp;Import labelled set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="243"/>
        <source>Labelled file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="245"/>
        <source>Text column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="246"/>
        <source>Label columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="248"/>
        <source>Check one column holding the label (or a delimited list of labels), or several 0/1 columns, one per label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="250"/>
        <source>Multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="251"/>
        <source>Label delimiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="252"/>
        <source>Fixed label set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="253"/>
        <source>Validation share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="254"/>
        <source>Test share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="255"/>
        <source>Labelled set name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="256"/>
        <source>Labelled import status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="257"/>
        <source>Import labelled set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::LabelledSetListPanel</name>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="95"/>
        <source>multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="96"/>
        <source>single-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="121"/>
        <source>No labelled set yet: import a CSV, TSV or JSONL file with a label column above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="137"/>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="162"/>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="140"/>
        <source>%1 examples, %2 labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="142"/>
        <source>; %1 labels per example on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="147"/>
        <source>; %1 repeated texts and %2 texts with conflicting labels removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="160"/>
        <source>Labelled sets in this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="162"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="162"/>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="162"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="162"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="162"/>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="162"/>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="163"/>
        <source>Labelled sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="164"/>
        <source>Train split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="165"/>
        <source>Validation split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="166"/>
        <source>Test split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="167"/>
        <source>Split shown in the label distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="168"/>
        <source>Labelled set summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="169"/>
        <source>Label distribution</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::LogPanel</name>
    <message>
        <location filename="../ui/log/log_panel.cpp" line="20"/>
        <source>warning: </source>
        <translation>warning: </translation>
    </message>
    <message>
        <location filename="../ui/log/log_panel.cpp" line="23"/>
        <source>error: </source>
        <translation>error: </translation>
    </message>
</context>
<context>
    <name>hw::ui::MainWindow</name>
    <message>
        <location filename="../ui/main/main_window.cpp" line="169"/>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="170"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="171"/>
        <source>Log of the app and its jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="172"/>
        <source>Workflow steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="173"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="174"/>
        <source>&amp;Close Project</source>
        <translation>&amp;Close Project</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="175"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="176"/>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="177"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferences...</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="178"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="179"/>
        <source>&amp;About Headwater</source>
        <translation>&amp;About Headwater</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="182"/>
        <source>Device: %1 · threads: %2</source>
        <translation>Device: %1 · threads: %2</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="195"/>
        <source>%1 — Headwater</source>
        <translation>%1 — Headwater</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="195"/>
        <source>Headwater</source>
        <translation>Headwater</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main/main_window.cpp" line="213"/>
        <source>%n job(s) waiting</source>
        <translation>
            <numerusform>%n job waiting</numerusform>
            <numerusform>%n jobs waiting</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="225"/>
        <source> · %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main/main_window.cpp" line="228"/>
        <source> · %n more waiting</source>
        <translation>
            <numerusform> · %n more waiting</numerusform>
            <numerusform> · %n more waiting</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="244"/>
        <source>Headwater: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="252"/>
        <source>Memory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="260"/>
        <source>Jobs are running</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main/main_window.cpp" line="261"/>
        <source>%n job(s) are still running or waiting. Quitting stops them: an import stores nothing, a pretraining run saves a checkpoint at the step it reached and can be resumed on the Pretrain page. Quit anyway?</source>
        <translation>
            <numerusform>A job is still running or waiting. Quitting stops it: an import stores nothing, a pretraining run saves a checkpoint at the step it reached and can be resumed on the Pretrain page. Quit anyway?</numerusform>
            <numerusform>%n jobs are still running or waiting. Quitting stops them: an import stores nothing, a pretraining run saves a checkpoint at the step it reached and can be resumed on the Pretrain page. Quit anyway?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::ui::MaskFillWatchPanel</name>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="132"/>
        <source>Step %1 (evaluation %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="158"/>
        <source>The first guess changed since step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="176"/>
        <source>Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="176"/>
        <source>Top 5 guesses at this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="176"/>
        <source>At the first evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="177"/>
        <source>This run watches no sentences. Before starting a run, write sentences with [MASK] under “Watch sentences”: their top guesses are recorded at every evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="179"/>
        <source>Evaluation step to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="180"/>
        <source>Guesses for the watched sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="181"/>
        <source>Step shown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::MetricPlot</name>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="291"/>
        <source>%1: %2 at step %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="295"/>
        <source>no data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="436"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="438"/>
        <source>seconds since the first point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="381"/>
        <source>Export the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="382"/>
        <source>PNG image (*.png);;PDF document (*.pdf);;CSV data, every point (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="389"/>
        <source>Cannot write %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="428"/>
        <source>%1: %2 (step %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="440"/>
        <source>tokens seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="452"/>
        <source>Log</source>
        <translation type="unfinished">Log</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="453"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="454"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="455"/>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="456"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="457"/>
        <source>Smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="458"/>
        <source>Smoothing (exponential moving average, as TensorBoard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="459"/>
        <source>Logarithmic y axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="460"/>
        <source>Horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="461"/>
        <source>Export the chart as PNG, PDF or CSV</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ModelCardPanel</name>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="152"/>
        <source>No model card: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="168"/>
        <source>&amp;Write a model card (README.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="169"/>
        <source>&amp;Language of the texts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="170"/>
        <source>e.g. ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="171"/>
        <source>&amp;Datasets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="172"/>
        <source>names, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="173"/>
        <source>&amp;Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="174"/>
        <source>Write the card again from the model and the project, dropping your edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="175"/>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="176"/>
        <source>Edit (Markdown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="177"/>
        <source>Write a model card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="178"/>
        <source>Language of the texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="179"/>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="180"/>
        <source>Regenerate the model card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="181"/>
        <source>Model card preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="182"/>
        <source>Model card Markdown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::NewModelDialog</name>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="29"/>
        <source>New model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="50"/>
        <source>&amp;Architecture:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="51"/>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="52"/>
        <source>&amp;Tokenizer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="53"/>
        <source>&amp;Positions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="54"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="56"/>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="63"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="64"/>
        <source>Model size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="65"/>
        <source>Tokenizer of the new model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="66"/>
        <source>Position embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="67"/>
        <source>The longest sequence the model will read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="68"/>
        <source>Name of the new model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="69"/>
        <source>Problem with the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="80"/>
        <source>Open or create a project first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="82"/>
        <source>Choose the tokenizer the model is made with (Tokenizer page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="85"/>
        <source>Give the model a name without “/”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="87"/>
        <source>The project already has a model named “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::PerplexityPanel</name>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="108"/>
        <source>Choose a corpus of the project and at least one model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/compare/perplexity_panel.cpp" line="119"/>
        <source>Measuring the perplexity of %n model(s)…</source>
        <translation>
            <numerusform>Measuring the perplexity of %n model…</numerusform>
            <numerusform>Measuring the perplexity of %n models…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="128"/>
        <source>The same masked tokens for every model; lower is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="158"/>
        <source>Perplexity (lower is better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="168"/>
        <source>Held-out &amp;text of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="169"/>
        <source>&amp;Models:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="170"/>
        <source>Block &amp;length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="171"/>
        <source>validation split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="172"/>
        <source>whole corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="173"/>
        <source>Mea&amp;sure perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="174"/>
        <source>Corpus to measure perplexity on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="175"/>
        <source>Part of the corpus scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="177"/>
        <source>Model %1 to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="178"/>
        <source>Block length in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="179"/>
        <source>Device for perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="180"/>
        <source>Measure perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="181"/>
        <source>Perplexity status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="182"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="182"/>
        <source>Perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="182"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="182"/>
        <source>Masked tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="183"/>
        <location filename="../ui/compare/perplexity_panel.cpp" line="184"/>
        <source>Perplexity per model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="19"/>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="23"/>
        <source>All cores (%1)</source>
        <translation>All cores (%1)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="26"/>
        <source>CPU: %1</source>
        <translation>CPU: %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="39"/>
        <source>Intra-op threads:</source>
        <translation>Intra-op threads:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="40"/>
        <source>Default device:</source>
        <translation>Default device:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="41"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
</context>
<context>
    <name>hw::ui::PretrainEstimatePanel</name>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="169"/>
        <source>Estimating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="169"/>
        <source>Choose a model to see an estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="188"/>
        <source>%1 tokens per step; about %2 steps per epoch of about %3 training tokens: the run&apos;s %4 steps cover %5 epochs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="194"/>
        <source>%1 tokens per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="195"/>
        <source>Memory: about %1 of %2 on %3 (%4 parameters: weights %5, gradients %6, optimizer %7; activations %8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="198"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="202"/>
        <source>Time: measuring the speed… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="204"/>
        <source>Time: about %1 at %2 tokens per second measured on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="207"/>
        <source>Time: press “Measure speed” for a short probe on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="213"/>
        <source>This run needs about %1 but %2 has %3: lower the batch size (raise gradient accumulation to keep the effective batch) or the sequence length, or choose bf16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="226"/>
        <source>Measure &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="227"/>
        <source>Measure training speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="229"/>
        <source>A few training steps of this model&apos;s shape on random data, on the chosen device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="230"/>
        <source>Estimate of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="231"/>
        <source>Memory warning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::PretrainPage</name>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="159"/>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="204"/>
        <source>A run is already going; stop it first or wait for it to end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="164"/>
        <source>Cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="168"/>
        <source>The run may not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="169"/>
        <source>The estimate says this run needs more memory than %1 has. Start it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="184"/>
        <source>“%1” is waiting for %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="213"/>
        <source>Cannot resume “%1”: %2 (%3). %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="237"/>
        <source>%1 · validation loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="238"/>
        <source>%1 · training loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="240"/>
        <source>%1 · general-domain loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="242"/>
        <source>%1 · general-domain perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="264"/>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="331"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="269"/>
        <source> · epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="271"/>
        <source> · memory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="272"/>
        <source> · elapsed %1 · ETA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="281"/>
        <source>“%1” paused at a step boundary; the model stays in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="283"/>
        <source>“%1” finished: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="285"/>
        <source>“%1” stopped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="287"/>
        <source>“%1” failed: %2 (%3). %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="290"/>
        <source>“%1” failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="404"/>
        <source>&amp;Start pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="405"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="406"/>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="407"/>
        <source>Stop and sa&amp;ve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="408"/>
        <source>Start pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="409"/>
        <source>Pause pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="410"/>
        <source>Resume pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="411"/>
        <source>Stop pretraining and save a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="412"/>
        <source>Resume &amp;run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="413"/>
        <source>Resume the selected run from its last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="414"/>
        <source>Pretraining status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="415"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="416"/>
        <source>Validation perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="417"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="418"/>
        <source>Tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="419"/>
        <source>Other metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="420"/>
        <source>Curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="421"/>
        <source>Mask-fill watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="422"/>
        <source>Views of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="423"/>
        <source>Pretraining runs in the project (select several to overlay their curves):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="424"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="424"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="424"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="424"/>
        <source>Corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="424"/>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="425"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="425"/>
        <source>Best validation loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="425"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="426"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="427"/>
        <source>Pretraining runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::PretrainSetupPanel</name>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="204"/>
        <source>No project is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="204"/>
        <source>open or create one on the Project page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="206"/>
        <source>No base model chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="207"/>
        <source>choose a Hugging Face model folder (config.json, weights, vocab.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="209"/>
        <source>The base model folder has no config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="210"/>
        <source>choose a Hugging Face model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="212"/>
        <source>The chosen tokenizer is not the model&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="213"/>
        <source>re-fit the model to it (the button under it), or choose none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="215"/>
        <source>No corpus chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="215"/>
        <source>import one on the Corpus page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="218"/>
        <source>The run needs a name without “/”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="218"/>
        <source>type one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="221"/>
        <source>A run named “%1” exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="222"/>
        <source>choose another name, or resume that run from the runs list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="226"/>
        <source>The forgetting watch needs other text than the corpus trained on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="227"/>
        <source>choose a general-domain corpus, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="230"/>
        <source>Warm-up and evaluation interval must be shorter than the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="231"/>
        <source>lower them or raise the steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="281"/>
        <source>Base &amp;model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="281"/>
        <source>Base model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="282"/>
        <source>The Hugging Face model to continue from (BERT or ELECTRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="283"/>
        <source>&amp;Tokenizer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="283"/>
        <source>Tokenizer</source>
        <translation type="unfinished">Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="284"/>
        <source>None: the model&apos;s own. A project tokenizer (a domain vocabulary) needs the model re-fitted to it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="287"/>
        <source>&amp;Also on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="287"/>
        <source>More corpora to pretrain on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="288"/>
        <source>Other project corpora trained on together with the first (their splits joined)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="289"/>
        <source>&amp;Corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="289"/>
        <source>Corpus to pretrain on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="290"/>
        <source>A project corpus; its validation split is used for evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="291"/>
        <source>&amp;Objective:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="291"/>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="292"/>
        <source>MLM as BERT; whole-word MLM masks every piece of a word; ELECTRA detects replaced tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="293"/>
        <source>Gene&amp;rator model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="293"/>
        <source>ELECTRA generator model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="294"/>
        <source>ELECTRA: a published generator to continue with; none creates one from the discriminator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="295"/>
        <source>Generator si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="295"/>
        <source>ELECTRA generator size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="296"/>
        <source>ELECTRA without a generator model: the new generator&apos;s width relative to the discriminator (0.25 as in the paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="298"/>
        <source>&amp;Sequence length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="298"/>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="299"/>
        <source>Tokens per example; at most the model&apos;s position embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="300"/>
        <source>&amp;Batch size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="300"/>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="301"/>
        <source>Examples per step on the device; lower it when memory runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="302"/>
        <source>&amp;Gradient accumulation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="302"/>
        <source>Gradient accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="303"/>
        <source>Batches added up before each optimiser step: a larger effective batch in the same memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="304"/>
        <source>&amp;Learning rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="304"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="305"/>
        <source>Peak learning rate; 5e-5 to 1e-4 suits continued pretraining of a base model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="306"/>
        <source>&amp;Warm-up steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="306"/>
        <source>Warm-up steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="307"/>
        <source>Steps over which the learning rate rises from zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="308"/>
        <source>Ma&amp;x steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="308"/>
        <source>Maximum steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="309"/>
        <source>Optimiser steps of the run; the learning rate decays linearly to zero at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="310"/>
        <source>Or e&amp;pochs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="310"/>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="311"/>
        <source>Passes over the training examples, instead of the steps (0: use the steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="312"/>
        <source>&amp;Evaluate every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="312"/>
        <source>Evaluate every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="313"/>
        <source>Steps between validation evaluations (0: only at the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="314"/>
        <source>Save e&amp;very:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="314"/>
        <source>Save every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="315"/>
        <source>Steps between checkpoints (0: only at the end); a crash loses at most this much</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="316"/>
        <source>&amp;Keep checkpoints:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="316"/>
        <source>Checkpoints kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="317"/>
        <source>The newest checkpoints kept, besides the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="318"/>
        <source>Pa&amp;tience:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="318"/>
        <source>Early-stopping patience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="319"/>
        <source>Evaluations without a better validation loss before the run stops with a checkpoint (0: never)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="321"/>
        <source>Time li&amp;mit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="321"/>
        <source>Time limit in minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="322"/>
        <source>Minutes after which the run saves a checkpoint and stops (0: none); it can be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="323"/>
        <source>&amp;Precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="323"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="324"/>
        <source>fp32 everywhere; bf16 where the device supports it; fp16 on CUDA with loss scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="325"/>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="325"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="325"/>
        <source>Where the run trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="326"/>
        <source>See&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="326"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="327"/>
        <source>Seeds masking, data order and initialisation: the same seed repeats the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="328"/>
        <source>Run &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="328"/>
        <source>Run name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="329"/>
        <source>The run&apos;s folder in the project, and the name of the model it produces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="330"/>
        <source>&amp;General corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="330"/>
        <source>General corpus for the forgetting watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="331"/>
        <source>Optional general-domain text scored at every evaluation beside the domain&apos;s: its perplexity rising shows what the adaptation forgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="333"/>
        <source>&amp;Watch sentences:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="333"/>
        <source>Sentences to watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="334"/>
        <source>One sentence per line with [MASK] where the model should guess a word: its top 5 guesses are recorded at every evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="344"/>
        <source>Masked language modelling (MLM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="345"/>
        <source>Whole-word MLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="346"/>
        <source>ELECTRA (replaced-token detection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="347"/>
        <source>Problem with the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="348"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="349"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="350"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="351"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="352"/>
        <source>e.g. The central bank raised [MASK] rates.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectActions</name>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="42"/>
        <source>&amp;New Project...</source>
        <translation>&amp;New Project...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="43"/>
        <source>&amp;Open Project...</source>
        <translation>&amp;Open Project...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="44"/>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="56"/>
        <source>No recent projects</source>
        <translation>No recent projects</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="60"/>
        <source>Headwater projects (*.hwproj)</source>
        <translation>Headwater projects (*.hwproj)</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="61"/>
        <location filename="../ui/project/project_actions.cpp" line="68"/>
        <source>New Project</source>
        <translation>New Project</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="68"/>
        <source>Project name:</source>
        <translation>Project name:</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="74"/>
        <source>Cannot create project</source>
        <translation>Cannot create project</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="77"/>
        <source>Created project %1</source>
        <translation>Created project %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="81"/>
        <source>Open Project</source>
        <translation>Open Project</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="82"/>
        <source>Headwater projects (*.hwproj);;All files (*)</source>
        <translation>Headwater projects (*.hwproj);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="95"/>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="96"/>
        <source>Cannot open project</source>
        <translation>Cannot open project</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="99"/>
        <source>Opened project %1</source>
        <translation>Opened project %1</translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectHubPanel</name>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="41"/>
        <source>corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="43"/>
        <source>labelled sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="45"/>
        <source>tokenizers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="47"/>
        <source>models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="49"/>
        <source>runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="51"/>
        <source>evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="53"/>
        <source>exports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="61"/>
        <source>Corpus</source>
        <translation type="unfinished">Corpus</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="63"/>
        <source>Labelled set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="65"/>
        <source>Tokenizer</source>
        <translation type="unfinished">Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="67"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="69"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="71"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="73"/>
        <source>Export</source>
        <translation type="unfinished">Export</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="158"/>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="158"/>
        <source>New name of “%1”:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="224"/>
        <source>Disk use unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="234"/>
        <source>other files %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="235"/>
        <source>project file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="236"/>
        <source>On disk: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="255"/>
        <source>Next: &lt;a href=&quot;1&quot;&gt;import a corpus&lt;/a&gt; of in-domain text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="257"/>
        <source>Next: &lt;a href=&quot;3&quot;&gt;continue pretraining&lt;/a&gt; a model on your corpus (or &lt;a href=&quot;2&quot;&gt;train a tokenizer&lt;/a&gt; first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/project/project_hub_panel.cpp" line="260"/>
        <source>The project holds %n artefact(s).</source>
        <translation>
            <numerusform>The project holds one artefact.</numerusform>
            <numerusform>The project holds %n artefacts.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="329"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="330"/>
        <source>Delete “%1” and its files in the project? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="335"/>
        <source>Not deleted: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="338"/>
        <source>Deleted “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="351"/>
        <source>Not renamed: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="354"/>
        <source>Renamed “%1” to “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="367"/>
        <source>Everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="370"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="370"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="370"/>
        <source>Key figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="370"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="371"/>
        <source>Made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="371"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="372"/>
        <source>Lineage of the selected artefact:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="373"/>
        <source>Open &amp;folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="374"/>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="375"/>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="376"/>
        <source>Show artefacts of kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="377"/>
        <source>Artefacts in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="378"/>
        <source>Lineage of the selected artefact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="379"/>
        <source>Open the artefact&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="380"/>
        <source>Rename the artefact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="381"/>
        <source>Delete the artefact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="382"/>
        <source>Disk use of the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="383"/>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="384"/>
        <source>Project message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectPage</name>
    <message>
        <location filename="../ui/project/project_page.cpp" line="72"/>
        <source>New Project...</source>
        <translation>New Project...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="73"/>
        <source>Open Project...</source>
        <translation>Open Project...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="74"/>
        <location filename="../ui/project/project_page.cpp" line="75"/>
        <source>Recent projects</source>
        <translation>Recent projects</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="82"/>
        <source>File: %1
Created: %2
Project format: version %3</source>
        <translation>File: %1
Created: %2
Project format: version %3</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="86"/>
        <source>Data folder: %1</source>
        <translation>Data folder: %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="89"/>
        <source>No project open</source>
        <translation>No project open</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="91"/>
        <source>A project keeps corpora, tokenizers, models, runs and evaluations together in one .hwproj file. Create a new one or open an existing one.</source>
        <translation>A project keeps corpora, tokenizers, models, runs and evaluations together in one .hwproj file. Create a new one or open an existing one.</translation>
    </message>
</context>
<context>
    <name>hw::ui::RunCheckpointsPanel</name>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="73"/>
        <source>resumable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="73"/>
        <source>weights only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="81"/>
        <source>Select one run to see its checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="82"/>
        <source>Checkpoints of “%1”:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="102"/>
        <source>Not added: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="105"/>
        <source>Added the model “%1” to the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="116"/>
        <source>The run is in use by a job: wait for it to end, then delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="120"/>
        <source>Delete checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="121"/>
        <source>Delete %1 of “%2”? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="127"/>
        <source>Cannot delete %1: check that nothing else has it open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="142"/>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="142"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="142"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="142"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="142"/>
        <source>Best validation loss so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="143"/>
        <source>Checkpoints of the selected run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="144"/>
        <source>&amp;Use as model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="145"/>
        <source>Delete c&amp;heckpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="146"/>
        <source>Add the selected checkpoint to the project as a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="147"/>
        <source>Delete the selected checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="148"/>
        <source>Checkpoint message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ThresholdPanel</name>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="76"/>
        <source>Threshold of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="129"/>
        <source>Validation with these thresholds: macro-F1 %1, micro-F1 %2, subset accuracy %3 (with the saved ones: macro-F1 %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="158"/>
        <source>Seed whose thresholds are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="159"/>
        <source>&amp;All labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="160"/>
        <source>Threshold of every label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="161"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="161"/>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="161"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="161"/>
        <source>Validation F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="162"/>
        <source>Decision threshold per label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="163"/>
        <source>Validation metrics with these thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="164"/>
        <source>&amp;Save thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="165"/>
        <source>Save the thresholds with the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="166"/>
        <source>Written beside the model: every later evaluation of it decides with them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenChips</name>
    <message>
        <location filename="../ui/widgets/token_chips.cpp" line="32"/>
        <source>id %1 · characters %2–%3 · “%4”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/token_chips.cpp" line="38"/>
        <source>unknown token for “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/token_chips.cpp" line="39"/>
        <source>%1, continues the word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerFitPanel</name>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="126"/>
        <source>“%1” is the model re-fitted to the tokenizer, now the base model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="134"/>
        <source>Re-fitting the model to the tokenizer… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="136"/>
        <source>The model&apos;s own tokenizer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="140"/>
        <source>Comparing the vocabularies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="142"/>
        <source>The model already has exactly this vocabulary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="145"/>
        <source>The model knows %1 tokens, this tokenizer %2, %3 of them shared. The model must be re-fitted to it first: shared tokens keep their embeddings, new ones start as the mean of their old pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="161"/>
        <source>Re-&amp;fit the model to this tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="162"/>
        <source>Re-fit the model to the chosen tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="163"/>
        <source>How the tokenizer fits the model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerPage</name>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="113"/>
        <source>Trained “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="115"/>
        <source>Training of “%1” cancelled; nothing was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="119"/>
        <source>Training of “%1” failed: %2 (%3). %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="121"/>
        <source>Training of “%1” failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="132"/>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="140"/>
        <source>Tokenizer</source>
        <translation type="unfinished">Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="134"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="135"/>
        <source>Extend a model&apos;s vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="136"/>
        <source>Compare on a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="137"/>
        <source>Fragmentation on a corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="138"/>
        <source>Tokenizer tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="133"/>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="141"/>
        <source>Tokenizers in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="140"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="140"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="140"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="140"/>
        <source>Made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="142"/>
        <source>Last tokenizer result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerPreviewPanel</name>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="91"/>
        <source>Choose a tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="99"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="100"/>
        <source> · %1 per word</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="101"/>
        <source> · %n unknown</source>
        <translation>
            <numerusform> · %n unknown</numerusform>
            <numerusform> · %n unknown</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="113"/>
        <source>&amp;Preview: type or paste text to see how each tokenizer splits it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="114"/>
        <source>Text to tokenize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="116"/>
        <source>Tokenizer %1 of the preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="117"/>
        <source>Tokens from tokenizer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="118"/>
        <source>Token count of tokenizer %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerTrainPanel</name>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="121"/>
        <source>Open or create a project first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="125"/>
        <source>Import a corpus first (Corpus page): a tokenizer is trained on one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="130"/>
        <source>Give the tokenizer a name without “/”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="135"/>
        <source>The project already has a tokenizer named “%1”: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="144"/>
        <source>Give five different special tokens separated by spaces: padding, unknown, classifier, separator and mask (BERT: [PAD] [UNK] [CLS] [SEP] [MASK]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="165"/>
        <source>Training “%1”… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="183"/>
        <source>&amp;Corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="184"/>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="185"/>
        <source>&amp;Vocabulary size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="186"/>
        <source>&amp;Lowercase and strip accents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="187"/>
        <source>Minimum &amp;frequency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="188"/>
        <source>Character co&amp;verage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="189"/>
        <source>&amp;Special tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="190"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="191"/>
        <source>&amp;Train tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="192"/>
        <source>Corpus to train on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="193"/>
        <source>Tokenizer kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="194"/>
        <source>Vocabulary size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="195"/>
        <source>Lowercase and strip accents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="196"/>
        <source>Minimum word frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="197"/>
        <source>Character coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="198"/>
        <source>Special tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="199"/>
        <source>Padding, unknown, classifier, separator and mask tokens, in that order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="200"/>
        <source>Tokenizer name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="201"/>
        <source>Train tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="202"/>
        <source>Training status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="203"/>
        <source>Number of tokens, special tokens included (BERT base: 30,522)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="204"/>
        <source>For uncased models; keep it off for Korean and for cased models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="205"/>
        <source>WordPiece: words seen fewer times are not learned from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="206"/>
        <source>SentencePiece: share of characters the vocabulary must cover; 0.9995 suits Korean, Chinese and Japanese</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TryClassifierPanel</name>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="68"/>
        <source>Type a text; the models of the run shown above will label it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="77"/>
        <source>Classifying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="101"/>
        <source>Label probabilities of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="104"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="116"/>
        <source>Type a text to classify…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="117"/>
        <source>Text to classify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="118"/>
        <source>C&amp;lassify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="119"/>
        <source>Classify the text with each model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="120"/>
        <source>What each model decided</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::VocabExtensionPanel</name>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="118"/>
        <source>Open or create a project first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="122"/>
        <source>Choose the model whose vocabulary to extend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="126"/>
        <source>Import a domain corpus first (Corpus page): its words are the candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="140"/>
        <source>Counting the words of “%1” that the tokenizer cuts… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="161"/>
        <source>Made “%1”: the vocabulary grew from %2 to %3 tokens. The resized model and its tokenizer are in the project under that name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="184"/>
        <source>Add “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="193"/>
        <source>Tokens saved on the corpus if the word becomes one token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="198"/>
        <source>No word of “%1” seen at least %2 times is cut into pieces: lower the minimum frequency, or the vocabulary already suits this corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="202"/>
        <source>%n candidate word(s), the most tokens saved first. Tick the words to add.</source>
        <translation>
            <numerusform>%n candidate word, the most tokens saved first. Tick the words to add.</numerusform>
            <numerusform>%n candidate words, the most tokens saved first. Tick the words to add.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="224"/>
        <source>%1 of %2 words ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="232"/>
        <source>Find the candidates and tick the words to add first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="237"/>
        <source>Give the extended model a name without “/”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="244"/>
        <source>The project already has a model or tokenizer named “%1”: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="257"/>
        <source>Adding %n word(s) and resizing the model… (see Jobs)</source>
        <translation>
            <numerusform>Adding %n word and resizing the model… (see Jobs)</numerusform>
            <numerusform>Adding %n words and resizing the model… (see Jobs)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="274"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="275"/>
        <source>Domain c&amp;orpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="276"/>
        <source>Seen at &amp;least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="277"/>
        <source> times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="278"/>
        <source>&amp;Find candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="280"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="280"/>
        <source>Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="280"/>
        <source>Frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="280"/>
        <source>Pieces today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="280"/>
        <source>Tokens saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="281"/>
        <source>&amp;Select top N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="282"/>
        <source>N&amp;ame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="283"/>
        <source>&amp;Extend vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="284"/>
        <source>Model whose vocabulary to extend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="285"/>
        <source>Domain corpus to find words in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="286"/>
        <source>Minimum word frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="287"/>
        <source>Find candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="288"/>
        <source>Candidate words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="289"/>
        <source>How many top words to select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="290"/>
        <source>Select top N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="291"/>
        <source>Words ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="292"/>
        <source>Name of the extended model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="293"/>
        <source>Extend vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="294"/>
        <source>Vocabulary extension status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="295"/>
        <source>A model with a WordPiece tokenizer (BERT, ELECTRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="296"/>
        <source>Ranks the corpus&apos;s words that the tokenizer cuts into pieces by the tokens they would save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="298"/>
        <source>Adds the ticked words; each new embedding starts as the mean of its pieces, so the model behaves as before on other text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
