<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <location filename="../ui/widgets/progress_text.cpp" line="34"/>
        <source>%1 documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="36"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="38"/>
        <source>%1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="40"/>
        <source>%1 pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="55"/>
        <location filename="../ui/widgets/progress_text.cpp" line="69"/>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="57"/>
        <source>%1 documents/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="59"/>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="61"/>
        <source>%1 steps/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="63"/>
        <source>%1 pieces/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="65"/>
        <source>%1%/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="86"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="87"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="93"/>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="95"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="97"/>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="99"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="101"/>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="103"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::Text</name>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="191"/>
        <source>%1: %2 invalid UTF-8 sequences replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="193"/>
        <source>%1: %2 over-long lines cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="199"/>
        <source>%1: %2 malformed rows skipped, e.g. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="241"/>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="242"/>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/corpus/corpus_import_job.cpp" line="243"/>
        <source>%n line(s) longer than %1 became %2 documents, split at sentence or word boundaries</source>
        <translation>
            <numerusform>%n line longer than %1 became %2 documents, split at sentence or word boundaries</numerusform>
            <numerusform>%n lines longer than %1 became %2 documents, split at sentence or word boundaries</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="250"/>
        <source>Import corpus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="288"/>
        <source>nowhere to put the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="289"/>
        <source>give a project file, an output directory, or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="307"/>
        <location filename="../core/corpus/corpus_import_job.cpp" line="325"/>
        <source>import cancelled; nothing was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="328"/>
        <source>%1 documents imported (%2 duplicates removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="332"/>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="372"/>
        <source>cannot write the output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="393"/>
        <source>importing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="450"/>
        <source>no documents left to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="451"/>
        <source>check the format and text field, or relax the length filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="61"/>
        <source>validation %1% and test %2% leave too little for training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="65"/>
        <source>keep %1 and %2 together at 90% or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="73"/>
        <source>the project already has a labelled set named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="74"/>
        <location filename="../core/project/artefact_renaming.cpp" line="28"/>
        <location filename="../core/project/artefact_store.cpp" line="84"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="101"/>
        <source>choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="106"/>
        <location filename="../core/corpus/labelled_import_job.cpp" line="157"/>
        <source>reading labelled examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="111"/>
        <location filename="../core/eval/mask_fill_job.cpp" line="50"/>
        <location filename="../core/eval/perplexity_job.cpp" line="71"/>
        <location filename="../core/eval/text_classification_job.cpp" line="26"/>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="66"/>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="71"/>
        <location filename="../core/project/run_store.cpp" line="28"/>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="106"/>
        <location filename="../core/util/expected.cpp" line="6"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="159"/>
        <source>%1 labelled examples, %2 labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.h" line="36"/>
        <source>Import labelled set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="168"/>
        <source>tokenizing the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="197"/>
        <location filename="../core/train/cluster_launch.cpp" line="49"/>
        <source>the project has no corpus named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="199"/>
        <source>import a corpus into the project first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="200"/>
        <location filename="../core/model/model_presets.cpp" line="211"/>
        <location filename="../core/project/artefact_argument.cpp" line="123"/>
        <location filename="../core/project/labelled_set_files.cpp" line="25"/>
        <source>choose one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="209"/>
        <source>tokenizing corpus &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="244"/>
        <source>no corpus given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="245"/>
        <source>name corpus files, or corpora of the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="301"/>
        <source>all %1 documents fell into the validation split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="304"/>
        <source>add documents or lower the validation share (identical documents always land on the same side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="306"/>
        <source>the corpus has no text to train on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="307"/>
        <source>check the format and the text field of the corpus files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="327"/>
        <source>cannot store the tokenized dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="328"/>
        <source>check permissions of the cache folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demo_preparation_job.cpp" line="104"/>
        <location filename="../core/demo/demo_preparation_job.cpp" line="109"/>
        <source>recording the base model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demo_preparation_job.cpp" line="110"/>
        <source>the demo project is ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demo_preparation_job.cpp" line="103"/>
        <source>cancelled; the demo project keeps what was made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demo_preparation_job.h" line="26"/>
        <source>Prepare the demo project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="69"/>
        <source>no text to predict: the input holds no record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="70"/>
        <source>give a file with one text per line, or JSONL, CSV or TSV records with a text field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="75"/>
        <source>no text to predict: no record has a text in the field &apos;%1&apos; (%2 read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="80"/>
        <source>name the field that holds the text with %1; the first record has the fields %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="83"/>
        <source>name the field that holds the text with %1 (e.g. %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.cpp" line="93"/>
        <source>%1 neither classifies texts nor fills masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.cpp" line="95"/>
        <source>give a fine-tuned classifier or a masked-LM model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="196"/>
        <location filename="../core/eval/prediction_input.cpp" line="36"/>
        <source>empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.cpp" line="132"/>
        <source>prediction cancelled; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.cpp" line="155"/>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="66"/>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="73"/>
        <location filename="../core/eval/mask_fill_job.cpp" line="43"/>
        <location filename="../core/eval/mask_fill_job.cpp" line="55"/>
        <source>predicting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.h" line="43"/>
        <source>Predict with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="21"/>
        <source>Evaluate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="58"/>
        <source>unknown split &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="60"/>
        <source>choose train, validation or test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="64"/>
        <source>no labelled data to evaluate on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="65"/>
        <source>give a labelled file, or a labelled set of the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="84"/>
        <source>evaluated, but not recorded in the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="86"/>
        <source>%1 examples, macro-F1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="72"/>
        <source>Fine-tune %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="73"/>
        <source>Fine-tune and compare %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="143"/>
        <source>fine-tuned, but not recorded in the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/finetune_comparison_job.cpp" line="146"/>
        <source>fine-tuned %n model(s) × %1 seed(s)</source>
        <translation>
            <numerusform>fine-tuned %n model × %1 seed(s)</numerusform>
            <numerusform>fine-tuned %n models × %1 seed(s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="152"/>
        <source>no model to fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="153"/>
        <source>give a model directory; repeat to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="158"/>
        <source>%1 names for %2 models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="160"/>
        <source>give one distinct name per model, in the same order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="174"/>
        <source>the run&apos;s curves are not kept in the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/mask_fill_job.h" line="26"/>
        <source>Mask-fill of %n model(s)</source>
        <translation>
            <numerusform>Mask-fill of %n model</numerusform>
            <numerusform>Mask-fill of %n models</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="33"/>
        <source>%1 has no trained masked-LM head, so it has no perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="37"/>
        <source>score a classifier on labelled data, or give the pretrained model it was fine-tuned from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="39"/>
        <source>give a model with a masked-LM head (BertForMaskedLM, BertForPreTraining or ElectraForMaskedLM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="100"/>
        <source>measuring perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="107"/>
        <source>no text to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="108"/>
        <source>give held-out text with at least a few words (a project corpus needs a non-empty split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/perplexity_job.h" line="33"/>
        <source>Perplexity of %n model(s)</source>
        <translation>
            <numerusform>Perplexity of %n model</numerusform>
            <numerusform>Perplexity of %n models</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="18"/>
        <source>no model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="19"/>
        <source>no fine-tuned model to ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="19"/>
        <location filename="../core/eval/text_classifier.cpp" line="62"/>
        <source>Try it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="20"/>
        <source>choose a fine-tuning run with results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="27"/>
        <location filename="../core/eval/text_classification_job.cpp" line="39"/>
        <source>classifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/text_classification_job.cpp" line="41"/>
        <source>classified with %n model(s)</source>
        <translation>
            <numerusform>classified with %n model</numerusform>
            <numerusform>classified with %n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/text_classification_job.h" line="33"/>
        <source>Classify a text with %n model(s)</source>
        <translation>
            <numerusform>Classify a text with %n model</numerusform>
            <numerusform>Classify a text with %n models</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="23"/>
        <source>%1 verified on %2 sample texts (largest logit difference %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="61"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="205"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="228"/>
        <source>cancelled; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="65"/>
        <source>exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="71"/>
        <source>exported, but not recorded in the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="79"/>
        <source>int8 keeps %1% of the sample predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="81"/>
        <source>exported %1 parameters to %2; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/export_job.h" line="38"/>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="44"/>
        <source>writing the int8 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="53"/>
        <source>checking the int8 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="74"/>
        <location filename="../core/project/key_figures.cpp" line="76"/>
        <source>int8 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="80"/>
        <source>measuring the int8 model on labelled examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="97"/>
        <source>cannot create the ONNX folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="99"/>
        <source>writing the ONNX model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="119"/>
        <source>checking the ONNX model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="132"/>
        <location filename="../core/project/key_figures.cpp" line="73"/>
        <source>ONNX model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="135"/>
        <source>the ONNX model&apos;s logits differ from the source&apos;s by %1 (allowed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_verification.cpp" line="57"/>
        <source>the model computes NaN or infinite logits on the sample inputs, so its export cannot be checked: its weights are damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_verification.cpp" line="59"/>
        <source>nothing was written; export an earlier checkpoint of the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_verification.cpp" line="62"/>
        <source>the %1 computes NaN or infinite logits where the source&apos;s are finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_verification.cpp" line="63"/>
        <location filename="../core/export/internal/onnx_folder.cpp" line="138"/>
        <location filename="../core/export/model_export.cpp" line="61"/>
        <location filename="../core/export/model_export.cpp" line="71"/>
        <source>nothing was written; report this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="60"/>
        <source>the export does not load back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="65"/>
        <source>export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="68"/>
        <source>the export&apos;s logits differ from the source&apos;s by %1 (allowed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="146"/>
        <source>loading the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="198"/>
        <source>checking the Hugging Face directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="211"/>
        <source>writing the Hugging Face directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/jobs/job_manager.cpp" line="95"/>
        <location filename="../core/jobs/job_manager.cpp" line="240"/>
        <source>cancelled before it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/jobs/job_manager.cpp" line="373"/>
        <source>no such job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/new_model_job.cpp" line="22"/>
        <location filename="../core/model_io/new_model_job.cpp" line="34"/>
        <source>initialising the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/new_model_job.cpp" line="40"/>
        <source>created %1 (%2 parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/new_model_job.h" line="24"/>
        <source>New model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="27"/>
        <source>Rank vocabulary candidates for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="29"/>
        <source>Extend the vocabulary of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="46"/>
        <source>a project corpus is named without a project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="47"/>
        <source>give the project too, or the corpus as text files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="74"/>
        <source>corpus &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="83"/>
        <source>extended, but not recorded in the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="85"/>
        <source>%1 words (vocabulary %2 -&gt; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_transfer.cpp" line="116"/>
        <source>Resize %1 for the tokenizer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_transfer.cpp" line="128"/>
        <location filename="../core/model_io/vocab_transfer.cpp" line="140"/>
        <source>resizing the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_transfer.cpp" line="138"/>
        <source>resized, but not recorded in the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_transfer.cpp" line="141"/>
        <source>%1 tokens: %2 kept, %3 composed of pieces, %4 new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="37"/>
        <location filename="../core/project/artefact_renaming.cpp" line="32"/>
        <source>%1 &apos;%2&apos; is in use by the job &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="42"/>
        <source>wait for the job to end or cancel it, then delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="52"/>
        <source>%1 was made from %2 &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="55"/>
        <source>delete those first, so that their lineage stays whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="64"/>
        <source>cannot remove the files of &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="65"/>
        <source>check that nothing else has them open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="74"/>
        <source>cannot start deleting &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="79"/>
        <source>cannot delete &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="86"/>
        <source>cannot delete the documents of &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="89"/>
        <source>cannot commit deleting &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_line_export.cpp" line="28"/>
        <source>cannot write the corpus as lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_line_export.cpp" line="29"/>
        <source>check free disk space and that the project folder is writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_line_export.cpp" line="33"/>
        <source>reading corpus &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="94"/>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="99"/>
        <location filename="../core/tokenize/domain_terms.cpp" line="20"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="149"/>
        <source>counting words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="112"/>
        <location filename="../core/tokenize/domain_terms.cpp" line="25"/>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="111"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="90"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="158"/>
        <source>the corpus holds no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="113"/>
        <location filename="../core/tokenize/domain_terms.cpp" line="26"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="91"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="159"/>
        <source>give UTF-8 text files with at least one non-empty line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="211"/>
        <source>vocabulary size %1 is smaller than the %2 special tokens and byte characters a byte-level BPE starts from</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="30"/>
        <source>Compare how %n tokenizer(s) cut %1</source>
        <translation>
            <numerusform>Compare how %n tokenizer cuts %1</numerusform>
            <numerusform>Compare how %n tokenizers cut %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="51"/>
        <source>no tokenizer to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="52"/>
        <source>choose at least one tokenizer or model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="76"/>
        <source>no corpus to measure on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="77"/>
        <source>choose a project corpus or give text files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="94"/>
        <source>tokenizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="112"/>
        <source>choose a corpus with at least one non-empty document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="115"/>
        <source>%1 texts measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="44"/>
        <source>reading corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/bpe_merge_learner.cpp" line="164"/>
        <location filename="../core/tokenize/bpe_merge_learner.cpp" line="167"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="49"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="59"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="77"/>
        <source>learning merges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="50"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="63"/>
        <source>pruning pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="81"/>
        <source>the SentencePiece training helper is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="83"/>
        <source>reinstall Headwater; the helper belongs in lib/headwater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="120"/>
        <source>cannot start SentencePiece training (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="121"/>
        <source>check the installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="134"/>
        <source>SentencePiece training failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="135"/>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="138"/>
        <source>adjust %1 or %2 as the message says, or give more text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="56"/>
        <source>Train %1 tokenizer (%2 tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="363"/>
        <location filename="../core/corpus/labelled_import_job.cpp" line="79"/>
        <location filename="../core/model_io/model_directory.cpp" line="141"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="212"/>
        <source>output directory already exists and is not empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="364"/>
        <location filename="../core/corpus/labelled_import_job.cpp" line="80"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="213"/>
        <source>choose a new folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="97"/>
        <source>the tokenizer has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="100"/>
        <source>the project already has a tokenizer named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="141"/>
        <source>lowercasing strips accents, which breaks every Hangul syllable into its jamo (“한” becomes “ㅎㅏㄴ”), and %1% of this corpus&apos;s letters are Hangul: keep lowercasing off for Korean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="180"/>
        <source>the trained model was not written in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="215"/>
        <source>vocabulary size %1 is too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="217"/>
        <source>give at least 16 (BERT uses 30522)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="223"/>
        <source>cannot create a staging folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="244"/>
        <source>tokenizer written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.h" line="46"/>
        <source>Fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="21"/>
        <location filename="../core/train/pretrain_settings.cpp" line="112"/>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="22"/>
        <source>Passes over the training examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="25"/>
        <location filename="../core/train/pretrain_settings.cpp" line="81"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="26"/>
        <source>Peak learning rate: 2e-5 to 5e-5 suits a fully pretrained encoder; one with little pretraining (a new model, a short run) learns almost nothing at 2e-5: use 1e-4 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="33"/>
        <location filename="../core/train/pretrain_settings.cpp" line="69"/>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="34"/>
        <location filename="../core/train/pretrain_settings.cpp" line="70"/>
        <source>Examples per step on the device; lower it when memory runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="40"/>
        <source>Maximum length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="41"/>
        <source>Tokens per text, special tokens included; longer texts are cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="46"/>
        <source>Warm-up share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="47"/>
        <source>Share of the steps over which the learning rate rises from zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="51"/>
        <location filename="../core/train/pretrain_settings.cpp" line="87"/>
        <source>Weight decay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="52"/>
        <source>AdamW&apos;s decoupled weight decay, not applied to biases and LayerNorm weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="57"/>
        <location filename="../core/train/pretrain_settings.cpp" line="158"/>
        <source>Early-stopping patience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="58"/>
        <source>Epochs without a better validation macro-F1 before stopping (0: never)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="64"/>
        <source>Seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="65"/>
        <source>Runs per model with seeds seed, seed+1, ...: the spread over seeds shows what is noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="70"/>
        <source>First seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="71"/>
        <source>The first run&apos;s seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="135"/>
        <source>waiting for rank 0 to prepare the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="81"/>
        <source>waiting for rank 0 to start seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="82"/>
        <location filename="../core/train/pretrain_job.cpp" line="154"/>
        <source>receiving rank 0&apos;s starting weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="144"/>
        <source>counting the examples of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="187"/>
        <source>adding up the loss of epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="210"/>
        <source>waiting for rank 0 to evaluate epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="211"/>
        <source>sharing the evaluation of epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="149"/>
        <source>%1 epochs are %2 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="157"/>
        <source>cancelled while tokenizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="171"/>
        <source>out of memory on %1 with batches of %2 x %3 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="176"/>
        <source>lower %1 (raise %2 to keep the effective batch) or %3, or use bf16 %4; the last checkpoint is %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="199"/>
        <source>the model was saved in %1 but not recorded in the project: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="206"/>
        <source>cancelled at step %1; resume from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="208"/>
        <source>pretrained %1 steps (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="298"/>
        <source>dataset %1: %2 training and %3 validation tokens%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="302"/>
        <source> (cached)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="304"/>
        <source>the corpus has no validation documents: evaluation is skipped (hold out a validation share when importing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="342"/>
        <source>%1 training and %2 validation examples of up to %3 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="351"/>
        <source>evaluation scores %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="387"/>
        <source>resuming from %1 at step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="444"/>
        <source>sharing the evaluation of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="558"/>
        <source>agreeing whether to stop before step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="107"/>
        <source>see why that rank stopped, then start all %1 processes again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="116"/>
        <source>fine-tuning cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/train/finetune_job.cpp" line="118"/>
        <source>fine-tuned %n seed(s)</source>
        <translation>
            <numerusform>fine-tuned %n seed</numerusform>
            <numerusform>fine-tuned %n seeds</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="126"/>
        <location filename="../core/train/pretrain_job.cpp" line="219"/>
        <source>no output folder given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="127"/>
        <source>name a folder for the fine-tuned models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="130"/>
        <source>give a Hugging Face model directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="168"/>
        <source>the training file has no labelled examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="192"/>
        <source>%1: %2 rows left out, e.g. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="207"/>
        <source>%1 validation examples also in the training file were left out of the validation set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="208"/>
        <source>%1 test examples also in the training file were left out of the test set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="219"/>
        <source>no validation file: %1 training examples held out for validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="246"/>
        <source>%1 labels (%2), %3 training / %4 validation / %5 test examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="248"/>
        <source>single-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="273"/>
        <source>seed %1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="274"/>
        <source>%1, seed %2 (run %3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="288"/>
        <source>seed %1: best epoch %2, validation macro-F1 %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="293"/>
        <source>no test examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="294"/>
        <source>test macro-F1 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="220"/>
        <source>name a folder for checkpoints and the final model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="222"/>
        <source>the output folder already holds a run (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="225"/>
        <source>resume it (%1), or choose another %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="230"/>
        <source>there is no checkpoint to resume from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="231"/>
        <source>start the run anew, or give the folder of the run that wrote checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="41"/>
        <location filename="../core/train/finetune_job.cpp" line="129"/>
        <location filename="../core/train/pretrain_job.cpp" line="233"/>
        <source>model directory does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="42"/>
        <source>give the folder that holds config.json and the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="55"/>
        <source>sharded pytorch_model.bin checkpoints are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="56"/>
        <source>save the model with safe_serialization=True (model.safetensors) in transformers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="59"/>
        <source>only TensorFlow weights (tf_model.h5) are present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="60"/>
        <source>convert them with transformers (from_pretrained(..., from_tf=True) then save_pretrained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="63"/>
        <source>no weights file found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="64"/>
        <source>the folder needs model.safetensors, model.safetensors.index.json or pytorch_model.bin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="88"/>
        <source>no config.json in the model directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="89"/>
        <source>a Hugging Face model directory holds config.json next to its weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="104"/>
        <source>cannot load a %1 checkpoint as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="106"/>
        <source>choose an architecture of the same model family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="196"/>
        <source>cannot replace the existing output directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="197"/>
        <source>check that you may write to it and its parent folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="203"/>
        <source>check that you may write to the parent folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="127"/>
        <source>output path is a file, not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="74"/>
        <source>the output is a symbolic link to %1, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="75"/>
        <source>give a file path, or create the file the link points to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="88"/>
        <source>the output is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="89"/>
        <source>give a file path (for example inside this folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="90"/>
        <source>the output is a device or socket, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="91"/>
        <source>give a file path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="104"/>
        <source>the output is also an input; writing it would destroy what is read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="105"/>
        <source>give another output file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="110"/>
        <source>the output is inside the model folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="111"/>
        <source>write it outside the model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="122"/>
        <source>the output folder is a symbolic link (to %1); Headwater neither replaces it nor writes through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="125"/>
        <source>give the path of the folder it points to, or a new folder name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="128"/>
        <location filename="../core/util/output_paths.cpp" line="130"/>
        <location filename="../core/util/owned_folder.cpp" line="23"/>
        <source>choose a new folder name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="129"/>
        <source>the output is a device, FIFO or socket, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="202"/>
        <source>cannot move the finished output into place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="142"/>
        <source>choose a new folder, or allow replacing it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="151"/>
        <source>cannot create the parent folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="155"/>
        <source>cannot create a staging folder (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="234"/>
        <source>give a Hugging Face model directory (config.json, weights, vocab.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/compute_devices.cpp" line="59"/>
        <source>choose a device this machine has (`headwater-cli info` lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="259"/>
        <source>precision &apos;%1&apos; is not available on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="261"/>
        <source>use fp32 or bf16 (fp16 needs a CUDA device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="309"/>
        <source>sequence length %1 exceeds the model&apos;s %2 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="313"/>
        <source>give at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/trainer_state.cpp" line="67"/>
        <source>the trainer state says step %1, but its data position (epoch %2, example %3) is not where step %1 ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="372"/>
        <source>the run in the output folder was started with other settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="375"/>
        <source>resume with the run&apos;s own settings, or choose another %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="141"/>
        <location filename="../core/corpus/labelled_import_job.cpp" line="142"/>
        <location filename="../core/train/pretrain_job.cpp" line="392"/>
        <source>cannot create the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="143"/>
        <location filename="../core/demo/demo_bundle.cpp" line="28"/>
        <location filename="../core/model_io/model_directory.cpp" line="151"/>
        <location filename="../core/project/corpus_store.cpp" line="36"/>
        <location filename="../core/project/corpus_store.cpp" line="154"/>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="345"/>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="186"/>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="140"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="224"/>
        <location filename="../core/tokenize/xlm_roberta_save.cpp" line="151"/>
        <location filename="../core/train/pretrain_job.cpp" line="393"/>
        <location filename="../core/train/run_metrics_log.cpp" line="43"/>
        <source>check permissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="491"/>
        <source>the last good checkpoint is kept; resume with a lower %1, more %2, or fp32/bf16 instead of fp16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="511"/>
        <source>pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.h" line="38"/>
        <source>Pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="49"/>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="50"/>
        <source>MLM as BERT; whole-word MLM masks every piece of a word; ELECTRA detects replaced tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="57"/>
        <source>Generator size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="58"/>
        <source>ELECTRA without a generator model: the new generator&apos;s width relative to the discriminator (0.25 as in the paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="63"/>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="64"/>
        <source>Tokens per example, special tokens included; at most the model&apos;s positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="75"/>
        <source>Gradient accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="76"/>
        <source>Batches added up before each optimiser step: a larger effective batch in the same memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="82"/>
        <source>Peak learning rate; 5e-5 to 1e-4 suits continued pretraining of a base model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="88"/>
        <source>AdamW&apos;s decoupled weight decay, not applied to biases and LayerNorm weights; 0.01 as BERT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="94"/>
        <source>Warm-up steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="95"/>
        <source>Steps over which the learning rate rises from zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="100"/>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="101"/>
        <source>How the learning rate falls after the warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="105"/>
        <source>Maximum steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="106"/>
        <source>Optimiser steps of the run; the learning rate decays to zero at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="113"/>
        <source>Passes over the training examples, instead of the steps (0: use the steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="118"/>
        <source>Mask rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="119"/>
        <source>Share of tokens chosen for prediction (0.15 as BERT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="124"/>
        <source>Discriminator weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="125"/>
        <source>ELECTRA: the discriminator loss&apos;s weight (50 as in the paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="130"/>
        <source>Evaluate every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="131"/>
        <source>Steps between validation evaluations (0: only at the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="138"/>
        <source>Evaluation examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="139"/>
        <source>Validation examples per evaluation (0: all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="144"/>
        <source>Save every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="145"/>
        <source>Steps between checkpoints (0: only at the end); a crash loses at most this much</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="151"/>
        <source>Checkpoints kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="152"/>
        <source>The newest checkpoints kept, besides the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="159"/>
        <source>Evaluations without a better validation loss before the run stops with a checkpoint (0: never)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="50"/>
        <source>choose one of its corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="53"/>
        <source>the corpus &apos;%1&apos; does not record the files it was imported from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="55"/>
        <source>import the corpus again from its files, or start the run in the studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="62"/>
        <source>the corpora were imported with different formats or text fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="64"/>
        <source>launch the run with corpora read the same way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="79"/>
        <source>%1 is not a number of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="79"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="80"/>
        <location filename="../core/train/cluster_launch.cpp" line="94"/>
        <source>give a whole number from 1 on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="82"/>
        <source>%1 is not a number of processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="83"/>
        <source>Processes per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="84"/>
        <source>give a whole number from 1 on (one process per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="86"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="87"/>
        <source>choose cuda or cpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="89"/>
        <source>precision fp16 needs CUDA devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="91"/>
        <source>use fp32 or bf16 on the CPU, or run on cuda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="93"/>
        <source>%1 is not a number of CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="94"/>
        <source>CPU cores per process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="98"/>
        <source>&apos;%1&apos; is not a Slurm partition name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="98"/>
        <source>Slurm partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="99"/>
        <source>give the name sinfo lists (letters, digits, &apos;_&apos;, &apos;-&apos;), or none for the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="101"/>
        <source>a time limit of %1 hours is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="102"/>
        <location filename="../core/train/pretrain_settings.cpp" line="164"/>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="102"/>
        <source>give more than 0 and at most 8784 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="104"/>
        <source>no headwater-cli given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="104"/>
        <source>headwater-cli on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="105"/>
        <source>give its path there, or headwater-cli when it is on the PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="107"/>
        <source>%1 is not a TCP port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="107"/>
        <source>Rendezvous port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="108"/>
        <source>give a free port from 1 to 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="144"/>
        <source>no corpus chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="145"/>
        <source>choose the corpus to pretrain on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="162"/>
        <source>no folder given for the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="162"/>
        <source>choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="167"/>
        <source>the folder holds files Headwater did not write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="168"/>
        <source>choose a new or empty folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="170"/>
        <source>the folder holds a run that has started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="171"/>
        <source>choose a new folder, or launch that run&apos;s own scripts again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="206"/>
        <source>cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="207"/>
        <source>choose a folder you can write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="165"/>
        <source>Seconds (minutes in the studio) after which the run saves a checkpoint and stops (0: none); it can be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="171"/>
        <source>Log every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="172"/>
        <source>Steps between metric lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="176"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="177"/>
        <source>fp32 everywhere; bf16 where the device supports it; fp16 on CUDA with loss scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="182"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="183"/>
        <source>Seeds masking, data order and initialisation: the same seed repeats the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="190"/>
        <source>Packing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="191"/>
        <source>concat joins documents into full examples (group_texts); documents keeps sentence pairs of one document (the default for ELECTRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="203"/>
        <source>Adam β₂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="204"/>
        <source>Decay of AdamW&apos;s second-moment estimate: 0.999 as BERT, 0.98 as RoBERTa for stabler large batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="209"/>
        <source>Adam epsilon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="210"/>
        <source>AdamW&apos;s epsilon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="213"/>
        <source>Gradient clipping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="214"/>
        <source>Gradients with a larger norm are scaled down to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="21"/>
        <source>unknown objective &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="22"/>
        <source>choose mlm, wwm or electra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="43"/>
        <source>choose mlm or wwm for BERT, RoBERTa and ModernBERT models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="105"/>
        <source>the run&apos;s record names no model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="106"/>
        <source>start the run again with its model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="125"/>
        <source>run.json is damaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="126"/>
        <location filename="../core/train/pretrain_spec.cpp" line="150"/>
        <source>start the run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="143"/>
        <source>no run to resume (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="144"/>
        <source>give the folder of a run that has started, or start a new run with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="149"/>
        <source>run.json is damaged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="169"/>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="179"/>
        <source>%1 (run: %2, now: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="18"/>
        <source>give a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="19"/>
        <source>give a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="21"/>
        <source>invalid value &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="67"/>
        <source>unknown value &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="69"/>
        <source>choose %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_probe_job.cpp" line="6"/>
        <source>Measure training speed on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_probe_job.cpp" line="10"/>
        <location filename="../core/train/throughput_probe_job.cpp" line="15"/>
        <source>measuring speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_probe_job.cpp" line="17"/>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/training_memory_check.cpp" line="27"/>
        <source>the run needs about %1 (%2 for weights, gradients and optimizer, %3 for a batch of %4 × %5 tokens); %6 has %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/training_memory_check.cpp" line="37"/>
        <source>lower %1 or %2, or use a smaller model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="18"/>
        <source>the output is a file, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="19"/>
        <source>the output folder cannot be created (%1 is a file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="20"/>
        <source>choose a folder for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="23"/>
        <source>the output folder cannot be written (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="24"/>
        <source>choose a folder you can write for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="224"/>
        <source>No project is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="225"/>
        <source>open or create one on the Project page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="227"/>
        <source>No base model chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="228"/>
        <source>choose a Hugging Face model folder (config.json, weights, vocab.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="230"/>
        <source>The base model folder has no config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="231"/>
        <source>choose a Hugging Face model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="233"/>
        <source>The chosen tokenizer is not the model&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="234"/>
        <source>re-fit the model to it (the button under it), or choose none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="236"/>
        <source>No corpus chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="236"/>
        <source>import one on the Corpus page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="239"/>
        <source>The run needs a name without “/”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="239"/>
        <source>type one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="242"/>
        <source>A run named “%1” exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="243"/>
        <source>choose another name, or resume that run from the runs list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="248"/>
        <source>The forgetting watch needs other text than the corpus trained on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="249"/>
        <source>choose a general-domain corpus, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="252"/>
        <source>Warm-up and evaluation interval must be shorter than the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="253"/>
        <source>lower them or raise the steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_files.cpp" line="67"/>
        <source>unknown format &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="45"/>
        <source>no corpus files found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_files.cpp" line="68"/>
        <source>use auto, txt, docs, jsonl, csv, tsv, parquet or arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_files.cpp" line="92"/>
        <source>corpus file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_files.cpp" line="92"/>
        <location filename="../core/corpus/line_source.cpp" line="149"/>
        <source>check the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="104"/>
        <source>the file is empty (no header row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="105"/>
        <source>CSV/TSV files start with a header row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="117"/>
        <source>column &apos;%1&apos; is not in the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="275"/>
        <source>no text (null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="38"/>
        <source>the file cannot be read as Parquet or Arrow: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="39"/>
        <source>check that the file was copied whole (a download cut short loses the footer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/dataset_card.cpp" line="43"/>
        <source>the file&apos;s own metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="52"/>
        <source>%1 lacks its function %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="55"/>
        <source>Parquet and Arrow files cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="56"/>
        <source>reinstall Headwater, or build the target headwater-columnar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="66"/>
        <source>it starts with neither PAR1 nor an Arrow IPC header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="115"/>
        <source>column &apos;%1&apos; is not in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="116"/>
        <location filename="../core/corpus/corpus_reader.cpp" line="119"/>
        <source>the columns are: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="118"/>
        <source>the file has several columns named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="119"/>
        <source>rename them in the dataset so each name is one column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="123"/>
        <source>column &apos;%1&apos; holds %2, which is neither text, a number nor a list of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="126"/>
        <source>choose a column of text (or of labels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="182"/>
        <source>dictionary index %1 out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="185"/>
        <location filename="../core/corpus/labelled_dataset.cpp" line="234"/>
        <source>class id %1 is not one of the %2 class names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="198"/>
        <source>a record batch lacks the column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="160"/>
        <source>the file changed while it was read (%1 bytes when opened, %2 now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="164"/>
        <source>wait until whatever writes it has finished, then import it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="177"/>
        <source>copy or download the file again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="46"/>
        <source>give text, JSONL, CSV, TSV, Parquet or Arrow files (or folders holding them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="144"/>
        <source>column &apos;%1&apos; holds %2, not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="145"/>
        <source>choose a column of strings for the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_fields.cpp" line="69"/>
        <source>the first line is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_fields.cpp" line="71"/>
        <source>JSONL files hold one JSON object per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_fields.cpp" line="75"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_fields.cpp" line="75"/>
        <source>choose a file with at least one record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="103"/>
        <source>%1 and %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="163"/>
        <source>no label field given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="164"/>
        <source>name the column with the labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="167"/>
        <source>the label delimiter is empty, which would split every label into its letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="169"/>
        <source>give the character between labels, e.g. &quot;,&quot; or &quot;|&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="285"/>
        <source>label &apos;%1&apos; is not one of the known labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/corpus/labelled_dataset.cpp" line="297"/>
        <source>no labelled examples are left: every text is given different labels in different rows (%n text(s)), and such texts are removed</source>
        <translation>
            <numerusform>no labelled examples are left: every text is given different labels in different rows (%n text), and such texts are removed</numerusform>
            <numerusform>no labelled examples are left: every text is given different labels in different rows (%n texts), and such texts are removed</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="301"/>
        <source>give each text one set of labels, in one row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="304"/>
        <source>no labelled examples found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="305"/>
        <source>check %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="308"/>
        <source>check %1 and %2; the first record has the fields %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="318"/>
        <source>every example carries the same single label, so a classifier can learn and be scored on nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="321"/>
        <source>check %1 (it names the column with the classes) and that the file holds examples of at least two classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="34"/>
        <source>nothing to predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="35"/>
        <source>no model or no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="36"/>
        <source>choose at least one model and type a text with [MASK]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="67"/>
        <source>predicted, but not recorded in the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="70"/>
        <source>%1 text(s), %2 model(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="59"/>
        <source>a comparison needs at least two models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="60"/>
        <source>give two or more models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="65"/>
        <source>%1 was not fine-tuned on the same labels and test set as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="67"/>
        <source>fine-tune every model on the same labelled data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="70"/>
        <source>there is no test set to compare on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="71"/>
        <source>give a labelled test file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="234"/>
        <source>The %1% interval resamples the test examples only (%2 samples, paired across models): with one seed per model it leaves out seed-to-seed variation and understates the uncertainty; run at least 3 seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="241"/>
        <source>The %1% interval resamples the test examples (paired across models) and each model&apos;s 2 seeds (%2 samples), then widens ×%3 to Student&apos;s t for 2 seeds: that is why it is so wide; 3 seeds or more narrow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="248"/>
        <source>The %1% interval resamples the test examples (paired across models) and each model&apos;s %2 seeds (%3 samples), widened ×%4 to Student&apos;s t for %2 seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="45"/>
        <source>nothing to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="46"/>
        <source>no model or no held-out text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="47"/>
        <source>choose at least one model, and a text file or a project corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="75"/>
        <source>%1: perplexity %2 over %3 masked tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="84"/>
        <source>measured, but not recorded in the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/perplexity_job.cpp" line="87"/>
        <source>perplexity of %n model(s)</source>
        <translation>
            <numerusform>perplexity of %n model</numerusform>
            <numerusform>perplexity of %n models</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/eval/project_labelled_data.cpp" line="17"/>
        <source>a labelled set is named but no project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/project_labelled_data.cpp" line="19"/>
        <source>give the project that holds the set (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/jobs/job_runner.cpp" line="13"/>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/jobs/job_runner.cpp" line="15"/>
        <source>%1 failed with an unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/mask_prediction.cpp" line="49"/>
        <source>the text has no %1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/mask_prediction.cpp" line="51"/>
        <source>write %1 where the model should fill in a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/mask_prediction.cpp" line="53"/>
        <source>the text is %1 tokens long; the model reads at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/mask_prediction.cpp" line="56"/>
        <source>shorten the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="55"/>
        <source> (embeddings %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="56"/>
        <source>hidden %1%2, %3 layers, %4 heads, feed-forward %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="130"/>
        <source>%1 is outside the sizes a new model may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="132"/>
        <location filename="../core/model/model_presets.cpp" line="177"/>
        <source>give a whole number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="164"/>
        <source>only ELECTRA has an embedding size of its own; %1 embeds at the hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="167"/>
        <source>leave the embedding size out, or choose ELECTRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="174"/>
        <source>the feed-forward size %1 is outside the sizes a new model may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="182"/>
        <source>choose an even hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="183"/>
        <source>choose a head count that fits, e.g. %1, or another hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="186"/>
        <source>the hidden size %1 does not split into %2 attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="190"/>
        <source>ModernBERT&apos;s rotary positions need an even head size; hidden size %1 in %2 heads gives heads of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="210"/>
        <source>unknown preset &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="60"/>
        <source>&apos;%1&apos; is not one word for this tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="62"/>
        <source>give single words; punctuation and spaces split words before WordPiece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="24"/>
        <source>&apos;%1&apos; is already in the vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="25"/>
        <source>leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="68"/>
        <source>&apos;%1&apos; has characters the vocabulary does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="70"/>
        <source>its new embedding would have no pieces to start from; train a new tokenizer instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="140"/>
        <source>the merge of &apos;%1&apos; and &apos;%2&apos; could not be added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="141"/>
        <location filename="../core/model_io/vocab_extension.cpp" line="157"/>
        <source>leave &apos;%1&apos; out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="155"/>
        <source>&apos;%1&apos; would not become one token: the vocabulary&apos;s merges cut it as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="176"/>
        <source>vocabulary extension adds words to WordPiece and byte-level BPE vocabularies; this model&apos;s tokenizer is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="180"/>
        <source>re-fit this model to a tokenizer trained on the domain (Pretrain page, or resize-vocab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="194"/>
        <source>no word qualifies for the vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="196"/>
        <source>lower %1 or give a larger domain corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="211"/>
        <source>vocabulary size %1 is smaller than the %2 special tokens and characters the corpus needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="216"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="216"/>
        <source>raise it to at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="40"/>
        <source>the ELECTRA objective needs an ELECTRA model, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="89"/>
        <source>discriminator %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="92"/>
        <source>generator (hidden %1, %2 heads, ffn %3) %4, embeddings shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="189"/>
        <source>the generator (vocabulary %1, embedding size %2) cannot share embeddings with the discriminator (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="196"/>
        <source>give the generator published with this discriminator, or leave %1 out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="199"/>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="203"/>
        <source>generator size fraction %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="205"/>
        <source>give a fraction in (0, 1], e.g. 0.25 or 0.333</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="209"/>
        <source>created at %1 of the discriminator&apos;s width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="45"/>
        <source>%1 has no masked-LM head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="47"/>
        <source>pretrain an ELECTRA discriminator with the electra objective, or give an ElectraForMaskedLM generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="57"/>
        <source>cannot write the checkpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="58"/>
        <source>free some disk space or choose another %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="114"/>
        <source>cannot read the trainer state (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="111"/>
        <location filename="../core/train/trainer_state.cpp" line="54"/>
        <location filename="../core/train/trainer_state.cpp" line="72"/>
        <source>remove the damaged checkpoint folder to resume from an earlier one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="124"/>
        <source>the trainer state says step %1, but its checkpoint is that of step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="134"/>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="139"/>
        <source>cannot read the optimizer state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/lr_schedule.cpp" line="15"/>
        <source>unknown learning-rate schedule &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/lr_schedule.cpp" line="17"/>
        <source>choose linear, cosine or constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="107"/>
        <source>hidden %1 is not a multiple of heads %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="122"/>
        <location filename="../core/train/throughput_bench.cpp" line="109"/>
        <source>choose a head count that divides the hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="112"/>
        <source>no masked-LM benchmark for model type &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="114"/>
        <source>choose bert, roberta or modernbert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="128"/>
        <source>bench configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="138"/>
        <source>cannot create a working folder for the benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="40"/>
        <location filename="../core/train/throughput_bench.cpp" line="139"/>
        <source>check free space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="206"/>
        <source>check the configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="208"/>
        <source>the benchmark run reported too few steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="209"/>
        <source>raise %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="181"/>
        <source>fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="149"/>
        <source>file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="125"/>
        <location filename="../core/corpus/compressed_stream.cpp" line="161"/>
        <source>unexpected end of file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="163"/>
        <source>it needs more than %1 MiB to decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="165"/>
        <source>not an xz stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="166"/>
        <source>damaged xz data (code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="183"/>
        <source>cannot open the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="183"/>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="83"/>
        <location filename="../core/tokenize/corpus_lines.cpp" line="25"/>
        <source>check that it is readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="165"/>
        <source>the file looks binary (it contains NUL bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="166"/>
        <source>import UTF-8 text; convert UTF-16 files with iconv -f UTF-16 -t UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="176"/>
        <source>the file cannot be read to its end (%1): it is truncated or damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="26"/>
        <source>the tokenized dataset is damaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="27"/>
        <source>delete the folder; it is rebuilt from the corpus on the next run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="49"/>
        <source>counts or token width missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="59"/>
        <location filename="../core/dataset/token_shard.cpp" line="74"/>
        <source>%1 bytes, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="88"/>
        <source>the index does not end at the token count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="133"/>
        <source>cannot create the dataset folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="373"/>
        <location filename="../core/dataset/token_shard.cpp" line="134"/>
        <location filename="../core/export/internal/onnx_folder.cpp" line="98"/>
        <location filename="../core/model_io/model_directory.cpp" line="156"/>
        <location filename="../core/project/corpus_store.cpp" line="69"/>
        <source>check permissions and free space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation.cpp" line="27"/>
        <location filename="../core/eval/text_classifier.cpp" line="41"/>
        <source>%1 is not a sequence classifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation.cpp" line="29"/>
        <source>give a model fine-tuned with `headwater-cli finetune`, or leave --label-field out to measure perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_run_results.cpp" line="45"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_run_results.cpp" line="91"/>
        <source>the run &apos;%1&apos; holds no results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_run_results.cpp" line="92"/>
        <source>it may have been recorded by another version; fine-tune again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="37"/>
        <source>%1 has no masked-language-model head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="40"/>
        <source>use a checkpoint with a masked-LM head (BertForMaskedLM, RobertaForMaskedLM, ElectraForMaskedLM generator, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="47"/>
        <source>the tokenizer has %1 tokens but the model only %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="50"/>
        <source>use the tokenizer the model was trained with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="52"/>
        <source>the vocabulary has no mask token &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="53"/>
        <source>set mask_token in tokenizer_config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_records.cpp" line="42"/>
        <source>cannot read the predictions (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_records.cpp" line="43"/>
        <source>fine-tune again: the run folder may have been moved or deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_records.cpp" line="55"/>
        <source>line %1 is not JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_records.cpp" line="56"/>
        <source>fine-tune again to rewrite the predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/text_classifier.cpp" line="42"/>
        <source>choose a model fine-tuned on the Fine-tune page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/text_classifier.cpp" line="62"/>
        <source>no text to classify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/text_classifier.cpp" line="63"/>
        <source>type or paste a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_progress.cpp" line="8"/>
        <source>the export was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_progress.cpp" line="8"/>
        <source>nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_runner.cpp" line="269"/>
        <location filename="../core/export/internal/onnx_runner.cpp" line="272"/>
        <location filename="../core/export/internal/onnx_runner.cpp" line="276"/>
        <source>the ONNX graph does not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_runner.cpp" line="270"/>
        <location filename="../core/export/internal/onnx_runner.cpp" line="274"/>
        <location filename="../core/export/internal/onnx_runner.cpp" line="277"/>
        <location filename="../core/export/onnx_file.cpp" line="397"/>
        <source>export the model again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/quantized_accuracy.cpp" line="13"/>
        <source>only a sequence classifier&apos;s accuracy can be measured on labelled data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/quantized_accuracy.cpp" line="15"/>
        <source>leave out the labelled file: the int8 model is still compared with the fp32 one on sample inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/quantized_accuracy.cpp" line="25"/>
        <source>no labelled example to measure the int8 model on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/internal/quantized_accuracy.cpp" line="26"/>
        <source>give examples labelled with the model&apos;s labels (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="178"/>
        <source>malformed %1 message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="242"/>
        <source>attribute %1 has a type Headwater does not read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="263"/>
        <source>node %1 is in domain %2, not the standard one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="286"/>
        <source>initializer %1 keeps its values outside raw_data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="373"/>
        <source>the file holds no graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="381"/>
        <source>the ONNX file would be %1 MB, over protobuf&apos;s 2 GB limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="382"/>
        <source>export a smaller model to ONNX, or use the Hugging Face format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="396"/>
        <source>not a readable ONNX model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="83"/>
        <location filename="../core/model/model_config.cpp" line="251"/>
        <source>must be a whole number from 1 to %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="102"/>
        <source>must be a number from %1 to %2%3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="105"/>
        <source> (above %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="110"/>
        <location filename="../core/model/model_config.cpp" line="208"/>
        <source>must be null or a number from 0 to 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="115"/>
        <source>%1 labels; at most %2 are supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="119"/>
        <source>hidden_size %1 is not a multiple of num_attention_heads %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="125"/>
        <source>%1 is outside the vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="126"/>
        <source>use the id of [PAD] in vocab.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="129"/>
        <source>%1 positions leave no room for a text after pad_token_id %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="132"/>
        <source>RoBERTa models need max_position_embeddings above pad_token_id + 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="135"/>
        <location filename="../core/model/modernbert_config.cpp" line="205"/>
        <source>activation &apos;%1&apos; is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="136"/>
        <location filename="../core/model/modernbert_config.cpp" line="206"/>
        <source>use one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="139"/>
        <source>a sequence classifier needs at least one label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="140"/>
        <source>give num_labels or id2label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="150"/>
        <source>label &apos;%1&apos; is named twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="151"/>
        <source>give every label id its own name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="161"/>
        <source>config.json has no &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="162"/>
        <source>add the field; transformers writes it in every encoder config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="171"/>
        <source>model type &apos;%1&apos; is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="172"/>
        <source>(not a string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="173"/>
        <source>Headwater trains encoders with model_type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="187"/>
        <source>architecture &apos;%1&apos; is not supported for model_type &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="188"/>
        <source>supported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="226"/>
        <source>position embedding type &apos;%1&apos; is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="227"/>
        <source>only &quot;absolute&quot; position embeddings are implemented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="236"/>
        <source>key &apos;%1&apos; is not a label id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="237"/>
        <location filename="../core/model/model_config.cpp" line="241"/>
        <source>id2label maps &quot;0&quot;, &quot;1&quot;, ... to label names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="240"/>
        <source>the name of label %1 is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="256"/>
        <source>names label id %1 but num_labels is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="257"/>
        <source>make num_labels and id2label agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="282"/>
        <source>%1 %2 is more than the model&apos;s %3 positions: texts are cut at %3 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="296"/>
        <source>config.json is not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="299"/>
        <source>fix the file or download it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_size.cpp" line="75"/>
        <source>the model&apos;s weights alone need %1 (%2 million parameters in fp32); this machine has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/model_size.cpp" line="81"/>
        <source>lower vocab_size, hidden_size, intermediate_size or num_hidden_layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_files.cpp" line="57"/>
        <source>the tokenizer has %1 entries but the configuration %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_files.cpp" line="60"/>
        <source>give the vocabulary size of this tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_files.cpp" line="66"/>
        <source>model configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_import.cpp" line="44"/>
        <source>the project already holds this model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/model_import.cpp" line="45"/>
        <source>use the model it lists (`headwater-cli project list --kind model`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="56"/>
        <source>the pickle does not end with one object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="63"/>
        <source>%1 at byte %2 of the pickle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="68"/>
        <source>truncated data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="81"/>
        <source>unterminated line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="89"/>
        <source>more than %1 objects (a state dict holds far fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="109"/>
        <location filename="../core/model_io/pickle_reader.cpp" line="116"/>
        <source>stack underflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="121"/>
        <source>no mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="136"/>
        <source>append to something that is not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="137"/>
        <source>set an item of something that is not a dictionary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="144"/>
        <source>refused global %1 (a state dict needs only tensors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="156"/>
        <source>unknown persistent id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="166"/>
        <source>a call of something that is not an accepted global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="170"/>
        <source>OrderedDict with arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="178"/>
        <source>malformed tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="185"/>
        <source>malformed parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="188"/>
        <source>refused call of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="238"/>
        <source>integer wider than 64 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="277"/>
        <source>negative string length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="322"/>
        <location filename="../core/model_io/pickle_reader.cpp" line="338"/>
        <source>odd number of dictionary items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="357"/>
        <source>memo entry %1 was never stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="369"/>
        <source>malformed global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="385"/>
        <source>unsupported pickle opcode 0x%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="44"/>
        <source>the file is damaged or not a safetensors file; download or export it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="78"/>
        <source>file is too short to hold a safetensors header (%1 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="83"/>
        <source>header length %1 is larger than the file (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="85"/>
        <source>file ends inside its header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="90"/>
        <source>header is not a JSON object (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="101"/>
        <source>%1, tensor &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="110"/>
        <source>unsupported dtype &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="111"/>
        <source>convert the checkpoint to F32, F16 or BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="118"/>
        <source>shape holds a value that is not a size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="125"/>
        <source>data_offsets is not a pair of byte offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="129"/>
        <source>data offsets [%1, %2) lie outside the %3 bytes of data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="135"/>
        <source>shape describes more than 2^64 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="138"/>
        <source>holds %1 bytes but its dtype and shape need %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="151"/>
        <source>tensors &apos;%1&apos; and &apos;%2&apos; overlap in the data section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="69"/>
        <source>tensor type %1 cannot be stored in safetensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="71"/>
        <source>convert the tensor to a float type first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="99"/>
        <source>cannot memory-map the weights file (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="100"/>
        <source>check free address space and that the file is on a local disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="123"/>
        <source>shard index has no weight_map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="124"/>
        <source>the index must map every tensor name to its shard file, as transformers writes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="144"/>
        <source>tensor &apos;%1&apos; is listed in the index but missing from its shard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="145"/>
        <source>download the shard again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="16"/>
        <source>cannot read this pytorch_model.bin (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="17"/>
        <source>it must be a state dict written by torch.save in the zip format (PyTorch 1.6 or newer); re-save it with torch.save(model.state_dict(), path) or convert it to safetensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="41"/>
        <source>a tensor&apos;s size or stride is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="61"/>
        <source>a tensor&apos;s size and stride differ in length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="66"/>
        <source>a tensor starts before its storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="69"/>
        <source>a tensor has a negative size or stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="76"/>
        <source>a tensor&apos;s extent overflows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="79"/>
        <source>a tensor reaches beyond its storage (element %1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="92"/>
        <source>unknown storage type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="95"/>
        <source>the archive has no record %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="100"/>
        <source>storage %1 is shorter than it claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="123"/>
        <source>not a zip archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="131"/>
        <source>no data.pkl in the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="139"/>
        <source>the archive holds no dictionary of tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="157"/>
        <source>no tensors found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="53"/>
        <source>%1 and %2 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="123"/>
        <source>%1 has shape %2 in the checkpoint and %3 for the new labels: a new head is trained in its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="131"/>
        <source>tensor &apos;%1&apos; has shape %2, but config.json implies %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="135"/>
        <source>the weights and config.json belong to different models; use the config.json that was saved with these weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="139"/>
        <source>tensor &apos;%1&apos; holds integers, not weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="140"/>
        <source>the weights file is damaged; download or export it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="143"/>
        <source>the weights lack %1 tensor(s) that %2 needs: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="148"/>
        <source>check that config.json&apos;s architectures matches the checkpoint, or that no shard of a sharded checkpoint is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="167"/>
        <source>&apos;%1&apos; in the file differs from &apos;%2&apos;; the two are tied, so &apos;%2&apos; is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="22"/>
        <source>&apos;%1&apos; is not a name for %2 &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="23"/>
        <location filename="../core/train/run_import.cpp" line="124"/>
        <source>give a name without &apos;/&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="27"/>
        <location filename="../core/project/artefact_store.cpp" line="82"/>
        <location filename="../core/train/run_import.cpp" line="157"/>
        <source>the project already has a %1 named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="37"/>
        <source>wait for the job to end or cancel it, then rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="41"/>
        <source>cannot start renaming &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="43"/>
        <source>cannot rename &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="62"/>
        <source>cannot commit renaming &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="38"/>
        <source>cannot read what artefact %1 was made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="78"/>
        <source>the %1 has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="79"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="98"/>
        <source>give it a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="86"/>
        <source>cannot start recording %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="107"/>
        <source>cannot record %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="117"/>
        <source>cannot record what %1 was made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="120"/>
        <source>cannot commit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="134"/>
        <source>cannot list the project&apos;s artefacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="144"/>
        <source>cannot look up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="149"/>
        <source>the project has no %1 named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="151"/>
        <source>list what it holds with `headwater-cli project list`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="173"/>
        <source>cannot look up artefact %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="178"/>
        <source>the project has no artefact %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="179"/>
        <source>it may have been deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="221"/>
        <source>cannot find what was made from artefact %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="35"/>
        <source>cannot create the project&apos;s data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="38"/>
        <source>cannot start the import transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="44"/>
        <source>the project already has a corpus named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="45"/>
        <location filename="../core/train/run_import.cpp" line="140"/>
        <location filename="../core/train/run_import.cpp" line="159"/>
        <source>choose another %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="55"/>
        <source>cannot record the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="68"/>
        <source>cannot write the corpus text (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="86"/>
        <source>cannot prepare the document insert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="87"/>
        <source>check the project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="132"/>
        <source>cannot store a document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="153"/>
        <source>cannot move the corpus text into place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="164"/>
        <location filename="../core/project/corpus_store.cpp" line="177"/>
        <source>cannot finish the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="211"/>
        <source>cannot list the corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="236"/>
        <source>no such corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="238"/>
        <source>the project&apos;s corpus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="243"/>
        <source>the corpus text is missing (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="245"/>
        <source>restore the project&apos;s .hwdata folder next to the project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="259"/>
        <source>cannot read the corpus documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="289"/>
        <source>cannot count the corpus documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="21"/>
        <source>the project has no labelled set named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="23"/>
        <source>import one first with `headwater-cli import-corpus --label-field ... --project`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="30"/>
        <source>%1, labelled set &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="33"/>
        <source>import the set into the project again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="45"/>
        <source>the labelled set&apos;s files are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="46"/>
        <source>import the set again (its folder was moved or deleted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="36"/>
        <source>the project file is damaged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="42"/>
        <source>this SQLite database is not a Headwater project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="43"/>
        <source>open a .hwproj file, or create a new project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="49"/>
        <source>the project was saved by a newer Headwater (schema %1; this version reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="53"/>
        <source>update Headwater to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="67"/>
        <source>project file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="68"/>
        <source>check the path, or create a new project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="70"/>
        <source>not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="70"/>
        <source>choose a .hwproj file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="29"/>
        <location filename="../core/project/project_file_check.cpp" line="73"/>
        <source>cannot read the project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="16"/>
        <source>choose a .hwproj file made by Headwater, or restore this one from a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="78"/>
        <source>not a Headwater project (the file is not an SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="32"/>
        <source>cannot save project setting &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="53"/>
        <source>cannot open the project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="59"/>
        <source>the project file cannot use write-ahead logging (journal mode %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="60"/>
        <source>keep projects on a local disk that supports shared memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="83"/>
        <location filename="../core/project/project_store.cpp" line="202"/>
        <source>the project name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="83"/>
        <location filename="../core/project/project_store.cpp" line="202"/>
        <source>enter a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="85"/>
        <source>a file with this name already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="86"/>
        <source>open it, or choose another name for the new project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="89"/>
        <source>the folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="90"/>
        <source>create the folder first or choose another one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="107"/>
        <source>cannot start writing the new project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="120"/>
        <source>cannot save the new project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="136"/>
        <source>cannot create the project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="137"/>
        <source>check that the folder is writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="150"/>
        <source>the project cannot be written (read-only folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="151"/>
        <source>the project cannot be written (read-only file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="153"/>
        <location filename="../core/project/sqlite_failure.cpp" line="18"/>
        <source>make the project file and its folder writable, or copy the project to a folder you can write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="14"/>
        <source>project identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="17"/>
        <source>runs and their metric streams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="33"/>
        <source>corpora and their documents (texts in a file under the data directory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="52"/>
        <source>artefacts with lineage (corpora, tokenizers, models, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="92"/>
        <source>cannot start the schema upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="100"/>
        <source>schema upgrade to version %1 (%2) failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="110"/>
        <source>cannot record the schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="163"/>
        <source>the project file is damaged: its table &apos;%1&apos; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="167"/>
        <source>the project file is damaged: its table &apos;%1&apos; has no column &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sql_exec.cpp" line="21"/>
        <source>database statement failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sql_exec.cpp" line="31"/>
        <source>database query failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sql_exec.cpp" line="34"/>
        <source>database query returned no row: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="13"/>
        <source>%1: the project is busy (another Headwater process is writing it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="14"/>
        <source>wait for the other import or job to finish, then try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="16"/>
        <source>%1: the project cannot be written (read-only file or folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="21"/>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="26"/>
        <source>%1: the project file is damaged (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="164"/>
        <location filename="../core/project/schema_migrations.cpp" line="169"/>
        <location filename="../core/project/sqlite_failure.cpp" line="27"/>
        <source>restore the project file from a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="29"/>
        <source>%1: the disk refused the operation (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="30"/>
        <source>check that the disk is mounted, writable and has room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="33"/>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="35"/>
        <source>try again; if it persists, copy the project file aside and report it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="82"/>
        <location filename="../core/tokenize/corpus_lines.cpp" line="24"/>
        <source>cannot read the corpus file (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="54"/>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="58"/>
        <source>tokenizer model type &apos;%1&apos; is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="55"/>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="74"/>
        <source>if it is XLM-RoBERTa&apos;s, set tokenizer_class to XLMRobertaTokenizer in tokenizer_config.json (or model_type to xlm-roberta in config.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="59"/>
        <source>Headwater reads WordPiece and byte-level BPE tokenizer.json files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="71"/>
        <source>sentencepiece.bpe.model is read only as XLM-RoBERTa&apos;s tokenizer, and nothing in the folder says it is one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="138"/>
        <source>no tokenizer found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="139"/>
        <source>the folder needs vocab.txt, tokenizer.json, vocab.json with merges.txt, sentencepiece.bpe.model or spm.model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="67"/>
        <source>%1 lacks an expected function; reinstall Headwater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="85"/>
        <source>build Headwater with libsentencepiece-dev installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="95"/>
        <source>SentencePiece model not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="96"/>
        <source>give the .model file written by training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="104"/>
        <source>cannot load the SentencePiece model (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="105"/>
        <source>the file is damaged or not a SentencePiece model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="66"/>
        <source>the special token &apos;%1&apos; is not in vocab.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="68"/>
        <source>add the token to vocab.json, or name the tokenizer&apos;s own token in tokenizer_config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="76"/>
        <source>cannot read the merges (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="77"/>
        <source>give a merges.txt with one merge per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="96"/>
        <source>merges.txt is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="97"/>
        <source>save merges.txt as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="112"/>
        <source>tokenizer_config.json names %1, which is not a RoBERTa-style tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="114"/>
        <source>vocab.json and merges.txt alone are read as RoBERTa&apos;s tokenizer; give the tokenizer&apos;s tokenizer.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="170"/>
        <source>%1 is not valid JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="172"/>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="175"/>
        <source>the file is damaged or cut short; save it again from the tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="174"/>
        <source>%1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="195"/>
        <source>token &apos;%1&apos; has no usable id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="196"/>
        <source>give each token a whole-number id from 0 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="201"/>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="127"/>
        <source>tokens &apos;%1&apos; and &apos;%2&apos; have the same id %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="202"/>
        <source>give each token its own id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="207"/>
        <location filename="../core/tokenize/byte_level_bpe_tokenizer.cpp" line="108"/>
        <source>give a vocab.json that maps each token to its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="214"/>
        <source>a merge is not two tokens separated by one space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="215"/>
        <source>each merge names the two tokens it joins, e.g. &apos;Ġ t&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="218"/>
        <source>the merge &apos;%1 %2&apos; needs &apos;%3&apos;, which is not in the vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="220"/>
        <source>the merges must come from the same tokenizer as the vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="236"/>
        <source>%1 in %2 is not a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="237"/>
        <source>give the token as a string, e.g. &quot;&lt;mask&gt;&quot;, or as an object with its text in &quot;content&quot;, e.g. {&quot;content&quot;: &quot;&lt;mask&gt;&quot;, &quot;lstrip&quot;: true}; null for none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="344"/>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="185"/>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="139"/>
        <location filename="../core/tokenize/xlm_roberta_save.cpp" line="150"/>
        <source>cannot create the tokenizer directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="189"/>
        <source>cannot read the SentencePiece model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="190"/>
        <source>check that it still exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="100"/>
        <source>cannot read %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_config.cpp" line="26"/>
        <source>%1 is not a JSON object (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_config.cpp" line="27"/>
        <source>fix the file or delete it to use BERT&apos;s defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_tokenizer.cpp" line="21"/>
        <source>the vocabulary has no unknown token &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_tokenizer.cpp" line="23"/>
        <source>add %1 to vocab.txt (BERT vocabularies keep it at id 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_tokenizer.cpp" line="55"/>
        <source>no vocab.txt or tokenizer.json found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_tokenizer.cpp" line="56"/>
        <source>a WordPiece tokenizer directory holds vocab.txt (and tokenizer_config.json) or tokenizer.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="12"/>
        <source>cannot read the vocabulary (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="13"/>
        <source>give a vocab.txt with one token per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="31"/>
        <source>the vocabulary is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="33"/>
        <source>save vocab.txt as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="206"/>
        <location filename="../core/tokenize/byte_level_bpe_tokenizer.cpp" line="107"/>
        <location filename="../core/tokenize/unigram_model.cpp" line="23"/>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="50"/>
        <source>the vocabulary is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="51"/>
        <source>give a vocab.txt with one token per line, including [UNK]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="58"/>
        <source>the vocabulary has an empty entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="60"/>
        <source>remove the empty line; every line must hold one token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="65"/>
        <source>token &apos;%1&apos; appears twice (lines %2 and %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="66"/>
        <source>remove the duplicate; ids must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/mask_fill_watch.cpp" line="39"/>
        <source>cannot write the mask-fill watch (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/mask_fill_watch.cpp" line="40"/>
        <source>check free disk space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/mask_fill_watch.cpp" line="50"/>
        <source>cannot read the mask-fill watch (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/mask_fill_watch.cpp" line="51"/>
        <source>check that the run folder is readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="23"/>
        <source>watched sentence %1 has no %2 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="25"/>
        <source>write %1 where the model should guess a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="27"/>
        <source>watched sentence %1 is %2 tokens long; the model reads at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="31"/>
        <source>shorten it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="87"/>
        <source>the general text for the forgetting watch holds no examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="90"/>
        <source>choose a corpus with some text, or no forgetting watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="94"/>
        <source>forgetting watch: %1 general examples, %2 scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_metrics_log.cpp" line="42"/>
        <source>cannot write the metrics log (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_metrics_log.cpp" line="45"/>
        <source>cannot write TensorBoard events in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/trainer_state.cpp" line="51"/>
        <source>the trainer state is damaged: %1 missing, fractional or out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/confined_path.cpp" line="11"/>
        <source>&apos;%1&apos; names a file outside its folder %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/confined_path.cpp" line="12"/>
        <source>only files inside the folder are read; the file may have been tampered with, so get it again from its source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="29"/>
        <source>no space left on the disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="31"/>
        <source>unknown reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="32"/>
        <source>cannot write the file (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="33"/>
        <source>cannot write the file (%1); %2 free on the disk of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="38"/>
        <source>free space on that disk or choose a folder on another one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="39"/>
        <source>check that the folder can be written and the disk has room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="20"/>
        <source>%1 is not an ordinary file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="21"/>
        <source>replace it with the file itself (pipes, sockets and devices are not read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="65"/>
        <source>%1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="66"/>
        <source>check the path, or that the folder is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="68"/>
        <location filename="../core/util/ordinary_files.cpp" line="86"/>
        <source>cannot open %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="69"/>
        <location filename="../core/util/ordinary_files.cpp" line="87"/>
        <location filename="../core/util/ordinary_files.cpp" line="101"/>
        <source>check that the file can be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="78"/>
        <source>%1 is %2, more than such a file can be (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="80"/>
        <source>check that this is the right file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/owned_folder.cpp" line="22"/>
        <source>output path is a file, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/owned_folder.cpp" line="29"/>
        <source>the folder was not written by Headwater, so it is not replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/util/owned_folder.cpp" line="30"/>
        <source>choose a new folder, or empty or remove this one yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/compute_devices.cpp" line="96"/>
        <source>CUDA is not available in this build or on this machine; use cpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/compute_devices.cpp" line="102"/>
        <source>no CUDA device %1 (this machine has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/device.cpp" line="21"/>
        <source>no device given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/device.cpp" line="22"/>
        <location filename="../core/train/cluster_launch.cpp" line="86"/>
        <source>unknown device &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/device.cpp" line="24"/>
        <source>use cpu, cuda or cuda:N (`headwater-cli info` lists this machine&apos;s devices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="35"/>
        <location filename="../core/project/key_figures.cpp" line="168"/>
        <source>architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="36"/>
        <source>documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="37"/>
        <source>characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="38"/>
        <source>examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="39"/>
        <location filename="../core/project/key_figures.cpp" line="179"/>
        <location filename="../core/train/finetune_job.cpp" line="248"/>
        <source>multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="40"/>
        <source>labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="41"/>
        <source>labels per example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="42"/>
        <source>malformed rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="43"/>
        <source>duplicates removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="44"/>
        <source>conflicting texts removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="45"/>
        <source>vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="46"/>
        <source>previous vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="47"/>
        <source>shared tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="48"/>
        <source>tokens composed from pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="49"/>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="50"/>
        <source>layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="51"/>
        <source>hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="52"/>
        <source>tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="53"/>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="54"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="55"/>
        <location filename="../core/project/key_figures.cpp" line="251"/>
        <source>perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="56"/>
        <source>masked tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="57"/>
        <source>test macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="58"/>
        <source>validation macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="59"/>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="60"/>
        <source>subset accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="61"/>
        <source>macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="62"/>
        <source>micro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="63"/>
        <source>weighted F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="64"/>
        <source>macro precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="65"/>
        <source>macro recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="66"/>
        <source>Hamming loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="67"/>
        <source>precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="68"/>
        <location filename="../core/project/lineage_roles.cpp" line="34"/>
        <source>evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="69"/>
        <location filename="../core/project/lineage_roles.cpp" line="38"/>
        <source>probed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="70"/>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="71"/>
        <source>samples checked against transformers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="72"/>
        <source>largest difference from transformers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="74"/>
        <source>samples checked against onnxruntime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="75"/>
        <source>largest difference from onnxruntime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="77"/>
        <source>int8 agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="78"/>
        <source>int8 check examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="126"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="126"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="165"/>
        <source>kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="166"/>
        <source>measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="167"/>
        <source>size preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="169"/>
        <source>format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="170"/>
        <source>corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="171"/>
        <source>general-domain corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="172"/>
        <source>models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="173"/>
        <source>Hugging Face model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="174"/>
        <source>Hugging Face revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="175"/>
        <source>split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="176"/>
        <source>splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="177"/>
        <source>text fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="178"/>
        <source>label fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="180"/>
        <source>unicode normalisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="181"/>
        <source>whitespace cleaned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="182"/>
        <source>minimum characters per document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="183"/>
        <source>maximum characters per document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="184"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="185"/>
        <source>duplicate documents dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="186"/>
        <source>validation share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="187"/>
        <source>test share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="188"/>
        <source>split seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="189"/>
        <source>vocabulary size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="190"/>
        <source>lowercase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="191"/>
        <source>minimum frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="192"/>
        <source>character coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="193"/>
        <source>words added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="194"/>
        <source>number of words added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="195"/>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="196"/>
        <source>class weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="197"/>
        <source>best epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="198"/>
        <source>watched sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="199"/>
        <source>texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="200"/>
        <source>guesses per mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="201"/>
        <source>bootstrap samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="202"/>
        <source>confidence level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="203"/>
        <source>quantised int8 copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="210"/>
        <location filename="../core/project/key_figures.cpp" line="267"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="211"/>
        <source>set by the maximum steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="212"/>
        <location filename="../core/project/key_figures.cpp" line="213"/>
        <source>only at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="214"/>
        <location filename="../core/project/key_figures.cpp" line="258"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="215"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="217"/>
        <source>base model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="218"/>
        <source>generator folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="219"/>
        <source>folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="220"/>
        <source>files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="221"/>
        <source>corpus files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="222"/>
        <source>general-domain corpus files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="224"/>
        <source>data file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="225"/>
        <source>data file SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="227"/>
        <source>output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="41"/>
        <location filename="../core/project/artefact_deletion.cpp" line="54"/>
        <location filename="../core/project/artefact_renaming.cpp" line="23"/>
        <location filename="../core/project/artefact_renaming.cpp" line="28"/>
        <location filename="../core/project/artefact_renaming.cpp" line="36"/>
        <location filename="../core/project/artefact_store.cpp" line="79"/>
        <location filename="../core/project/artefact_store.cpp" line="84"/>
        <location filename="../core/project/artefact_store.cpp" line="150"/>
        <location filename="../core/project/artefact_store.cpp" line="178"/>
        <location filename="../core/project/key_figures.cpp" line="228"/>
        <source>project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="229"/>
        <source>cache folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="240"/>
        <source>new, random weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="241"/>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="242"/>
        <location filename="../core/project/key_figures.cpp" line="243"/>
        <source>extended with domain words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="244"/>
        <source>fitted to another tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="245"/>
        <source>fine-tuned classifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="246"/>
        <source>fine-tuning run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="247"/>
        <source>WordPiece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="248"/>
        <source>Unigram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="249"/>
        <source>BPE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="250"/>
        <source>byte-level BPE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="252"/>
        <source>mask fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="253"/>
        <source>classification metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="254"/>
        <source>fine-tuning comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="255"/>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="256"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="257"/>
        <source>test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="259"/>
        <source>drawn at random by the shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="260"/>
        <source>the dataset&apos;s own split files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="261"/>
        <source>detected from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="262"/>
        <source>one text per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="263"/>
        <source>documents separated by blank lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="264"/>
        <source>Hugging Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="265"/>
        <source>ONNX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="266"/>
        <source>Hugging Face and ONNX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="268"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="293"/>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="295"/>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="296"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="314"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="338"/>
        <source>%1 test macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="22"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="24"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="26"/>
        <source>stopped (resumable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="30"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="32"/>
        <source>interrupted (resumable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="54"/>
        <source>cannot record the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="68"/>
        <source>cannot look up the run writing to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="79"/>
        <source>cannot start resuming run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="92"/>
        <source>cannot resume run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="109"/>
        <source>cannot record metric %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="122"/>
        <source>cannot start a metrics transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="130"/>
        <source>cannot commit the metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="137"/>
        <source>cannot start recording the run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="153"/>
        <source>cannot record the run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="164"/>
        <source>cannot commit the run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="175"/>
        <source>cannot record the end of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="187"/>
        <source>cannot list the runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="231"/>
        <source>cannot list the running runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="250"/>
        <source>cannot mark run %1 as interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="260"/>
        <source>cannot list the metrics of run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="274"/>
        <source>cannot read the run&apos;s progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="290"/>
        <source>cannot read the metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/stats/classification_metrics.cpp" line="128"/>
        <source>it predicts “%1” for every one of the %2 test examples: these metrics describe a constant guess; train longer, try another learning rate or check the labels&apos; balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="215"/>
        <location filename="../core/stats/classification_metrics.cpp" line="131"/>
        <source>no label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_comparison.cpp" line="54"/>
        <source>Every model shares one tokenizer and is scored on the same masked tokens; lower is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_comparison.cpp" line="56"/>
        <source>Lower is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_comparison.cpp" line="61"/>
        <source>These models share a vocabulary of %1 tokens but cut text differently (e.g. one lower-cases it), so each is scored on its own masked tokens and their perplexities are not comparable: compare their bits per character (lower is better) instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_comparison.cpp" line="69"/>
        <source>These models do not share a tokenizer (vocabularies of %1 tokens), so each is scored on its own masked tokens and their perplexities are not comparable: compare their bits per character (lower is better) instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_session.cpp" line="86"/>
        <source>adding up the loss of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_session.cpp" line="88"/>
        <source>the loss became %1 at step %2 (learning rate %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_session.cpp" line="106"/>
        <source>adding up the tokens of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="163"/>
        <location filename="../core/train/pretrain_session.cpp" line="108"/>
        <source>averaging the gradients of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_session.cpp" line="131"/>
        <source>counting the masked tokens of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="22"/>
        <source>the model&apos;s thresholds.json cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="23"/>
        <source>delete it to decide every label at 0.5, or write it again: save thresholds on the Fine-tune page, or fine-tune the model again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="33"/>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="36"/>
        <source>it holds a JSON object where a list of one number per label belongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="37"/>
        <source>it holds no list of one number per label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="40"/>
        <source>its list has length %1 where the model has %2 labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="47"/>
        <source>the value for label %1 is %2, not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="54"/>
        <source>the value for label %1 is %2, outside 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="24"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="42"/>
        <source>&apos;%1&apos; is both the project&apos;s %2 &apos;%1&apos; and the folder %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="44"/>
        <source>write ./%1 to mean the folder; to mean the project&apos;s %2, rename the folder or run the command from another folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="47"/>
        <source>&apos;%1&apos; is both the project&apos;s %2 &apos;%1&apos; and the file %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="49"/>
        <source>write ./%1 to mean the file; to mean the project&apos;s %2, rename the file or run the command from another folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="116"/>
        <source>the project has no %1 named &apos;%2&apos;, and there is no file or folder &apos;%2&apos; here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="121"/>
        <source>give a file or folder that exists, or make the %1 in the project first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_write_lock.cpp" line="32"/>
        <source>cannot open the project&apos;s write lock (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_write_lock.cpp" line="34"/>
        <location filename="../core/project/project_write_lock.cpp" line="40"/>
        <source>check that the project&apos;s folder can be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_write_lock.cpp" line="39"/>
        <source>cannot lock the project for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/project_write_lock.cpp" line="43"/>
        <source>waiting for another import into this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/hub_cache.cpp" line="107"/>
        <source>fetch it once where there is a network (hf download %1, or huggingface-cli download %1), or set HF_HUB_CACHE to the cache that holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/hub_cache.cpp" line="111"/>
        <source>&apos;%1&apos; is no folder here, and the Hugging Face cache holds no model &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/hub_cache.cpp" line="126"/>
        <source>the Hugging Face cache holds &apos;%1&apos;, but not its revision &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/hub_cache.cpp" line="130"/>
        <source>the cached snapshot of &apos;%1&apos; has no config.json (an unfinished download?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="8"/>
        <source>trained on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="10"/>
        <source>pretrained on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="12"/>
        <source>continued from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="14"/>
        <source>fine-tuned from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="16"/>
        <source>fine-tuned</source>
        <comment>a fine-tuning run&apos;s base model</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="18"/>
        <source>fine-tuned on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="20"/>
        <source>made by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="22"/>
        <source>tokenizer</source>
        <comment>what a model was made with</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="24"/>
        <source>extended from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="26"/>
        <source>extended from the tokenizer of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="28"/>
        <source>extended with words from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="30"/>
        <source>resized from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="32"/>
        <source>exported from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="36"/>
        <source>scored on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="40"/>
        <source>compares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="28"/>
        <source>cannot create the demo folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="15"/>
        <source>the demo&apos;s files are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="16"/>
        <source>reinstall Headwater, or rebuild it from a complete source tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="40"/>
        <source>cannot unpack the demo data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="24"/>
        <source>Headwater reads byte-level BPE tokenizers as RoBERTa, GPT-2 and ModernBERT ship them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="66"/>
        <source>the post-processor&apos;s template names the special token &apos;%1&apos;, which it does not define</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="69"/>
        <source>add the token to the template&apos;s special_tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="120"/>
        <source>the tokenizer&apos;s post-processor &apos;%1&apos; is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="144"/>
        <source>the tokenizer&apos;s normalizer &apos;%1&apos; is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="166"/>
        <source>the tokenizer&apos;s pre-tokenizer &apos;%1&apos; is not ByteLevel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="183"/>
        <source>the BPE model uses dropout, byte_fallback or a subword prefix or suffix, which byte-level BPE does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="185"/>
        <source>give a byte-level BPE tokenizer.json (RoBERTa, GPT-2 or ModernBERT style)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="304"/>
        <source>tokenizer model type &apos;%1&apos; is not BPE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="323"/>
        <source>an added token has no content or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="324"/>
        <source>give each entry of added_tokens a content and an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="339"/>
        <source>%1 (merge %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_tokenizer.cpp" line="66"/>
        <location filename="../core/tokenize/xlm_roberta_tokenizer.cpp" line="62"/>
        <source>token &apos;%1&apos; has the id %2, outside the vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_tokenizer.cpp" line="67"/>
        <location filename="../core/tokenize/xlm_roberta_tokenizer.cpp" line="63"/>
        <source>give each token an id from 0 to the vocabulary size - 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/precompiled_normalizer.cpp" line="100"/>
        <location filename="../core/tokenize/precompiled_normalizer.cpp" line="110"/>
        <source>the normaliser&apos;s character map is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/precompiled_normalizer.cpp" line="101"/>
        <location filename="../core/tokenize/precompiled_normalizer.cpp" line="111"/>
        <source>copy the tokenizer again from the model it belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_model_proto.cpp" line="135"/>
        <source>the SentencePiece model is damaged at byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_model_proto.cpp" line="136"/>
        <source>the file is cut short or is not a SentencePiece .model file; copy it again from the model it belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_model_proto.cpp" line="192"/>
        <source>the SentencePiece model holds no pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_model_proto.cpp" line="193"/>
        <source>give the .model file the tokenizer was trained into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/unigram_model.cpp" line="24"/>
        <source>give the tokenizer&apos;s pieces with their scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/unigram_model.cpp" line="26"/>
        <source>the unknown token&apos;s id %1 is outside the vocabulary of %2 pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/unigram_model.cpp" line="29"/>
        <source>give a vocabulary that holds the unknown token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="145"/>
        <source>the Precompiled normaliser&apos;s precompiled_charsmap is not base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="146"/>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="229"/>
        <source>the file is damaged; save it again from the tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="181"/>
        <source>the SentencePiece model has %1 pieces; XLM-RoBERTa&apos;s begins with &lt;unk&gt;, &lt;s&gt; and &lt;/s&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="184"/>
        <source>give the sentencepiece.bpe.model of an XLM-RoBERTa model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="220"/>
        <source>the folder names XLM-RoBERTa&apos;s tokenizer, but tokenizer.json holds a %1 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="222"/>
        <source>XLM-RoBERTa&apos;s tokenizer.json holds a Unigram model; give the model&apos;s own files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="228"/>
        <source>entry %1 of the Unigram vocabulary is not a [piece, score] pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="234"/>
        <source>the Unigram vocabulary has %1 pieces; XLM-RoBERTa&apos;s begins with &lt;s&gt;, &lt;pad&gt;, &lt;/s&gt; and &lt;unk&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="237"/>
        <source>give the tokenizer.json of an XLM-RoBERTa model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_tokenizer.cpp" line="75"/>
        <source>the special token &apos;%1&apos; is not in the vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_tokenizer.cpp" line="76"/>
        <source>name the tokenizer&apos;s own &lt;s&gt; and &lt;/s&gt; in tokenizer_config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="21"/>
        <source>the environment variable %1 is &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="31"/>
        <source>the environment variable %1 is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="32"/>
        <source>start the run with torchrun or srun, which set it, or set it yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="38"/>
        <source>give a whole number from %1 on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="67"/>
        <source>rank %1 is not below the world size %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="69"/>
        <source>give each of the %1 processes a rank from 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="81"/>
        <source>the environment variable MASTER_ADDR is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="82"/>
        <source>set it to the host name or address of rank 0&apos;s machine (torchrun sets it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="88"/>
        <source>give a free TCP port from 1 to 65535 on rank 0&apos;s machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/process_group.cpp" line="22"/>
        <source>rank %1 of %2 could not join the run at %3 within %4 s: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/process_group.cpp" line="29"/>
        <source>start all %1 processes with the same MASTER_ADDR and MASTER_PORT, and check that rank 0&apos;s machine accepts connections on that port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/domain_terms.cpp" line="147"/>
        <source>&apos;%1&apos; is not one word of letters for this tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/domain_terms.cpp" line="149"/>
        <source>give single words of letters; a byte-level BPE tokenizer cuts digits, punctuation and spaces apart from letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="24"/>
        <source>rank %1 of %2 joins the run at %3:%4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="38"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="39"/>
        <source>another of the run&apos;s %1 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="41"/>
        <source>rank %1 of %2 lost %3 while %4: it stopped, or did not answer within %5 minutes (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="49"/>
        <source>see why that rank stopped, then start all %1 processes again with --resume: they continue from the last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="31"/>
        <source>give the folder a pretraining run wrote (it holds run.json and metrics.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="39"/>
        <source>repair or delete that line, then add the run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="50"/>
        <source>line %1 of the metrics log is not JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="53"/>
        <source>line %1 of the metrics log is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="58"/>
        <source>line %1 of the metrics log has no step number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="69"/>
        <source>line %1 of the metrics log gives &apos;%2&apos; a value that is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="115"/>
        <source>no run folder here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="118"/>
        <source>the folder has no %1: it is not a pretraining run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="123"/>
        <source>&apos;%1&apos; is not a name for a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="135"/>
        <source>the project already holds this run, as &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="136"/>
        <source>nothing to add: open the run &apos;%1&apos; in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="139"/>
        <source>the project already has a run named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="200"/>
        <source>Added the run &apos;%1&apos; (%2, %3 steps) from %4 to the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="205"/>
        <source>%1; it saved no final model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="206"/>
        <source>%1; its final model is the model &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import_job.cpp" line="14"/>
        <source>adding the run to the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/run_import_job.h" line="17"/>
        <source>Add the run %1 to the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/helper_paths.cpp" line="38"/>
        <source>%1 is in none of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/helper_paths.cpp" line="43"/>
        <source>cannot load %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="28"/>
        <source>give a tokenizer.json of a BERT-style WordPiece tokenizer, as transformers saves it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="97"/>
        <source>tokenizer model type &apos;%1&apos; is not WordPiece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="103"/>
        <source>normalizer &apos;%1&apos; is not BertNormalizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="122"/>
        <source>vocabulary ids are not 0..%1 without gaps (id %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="48"/>
        <location filename="../core/corpus/corpus_rows.cpp" line="140"/>
        <source>longer than %1 MiB: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="56"/>
        <source>not a JSON object (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="64"/>
        <source>no field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="151"/>
        <source>unbalanced quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="155"/>
        <source>bad quoting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="159"/>
        <source>%1 fields where the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/evaluation_sample.cpp" line="26"/>
        <source>all %1 validation examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dataset/evaluation_sample.cpp" line="27"/>
        <source>%1 of %2 validation examples (a fixed seeded sample across the split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="16"/>
        <source>%1, field &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="33"/>
        <source>must be a whole number, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="43"/>
        <source>must be a number, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="53"/>
        <source>must be true or false, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="63"/>
        <source>must be a string, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="75"/>
        <source>the string &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="80"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="80"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="84"/>
        <location filename="../core/model/model_config.cpp" line="84"/>
        <location filename="../core/model/model_config.cpp" line="107"/>
        <location filename="../core/model/model_config.cpp" line="111"/>
        <location filename="../core/model/model_config.cpp" line="116"/>
        <location filename="../core/model/model_config.cpp" line="209"/>
        <location filename="../core/model/model_config.cpp" line="252"/>
        <location filename="../core/model/modernbert_config.cpp" line="34"/>
        <location filename="../core/model/modernbert_config.cpp" line="50"/>
        <location filename="../core/model/modernbert_config.cpp" line="177"/>
        <location filename="../core/model/modernbert_config.cpp" line="180"/>
        <location filename="../core/model/modernbert_config.cpp" line="184"/>
        <location filename="../core/model/modernbert_config.cpp" line="198"/>
        <source>fix config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="23"/>
        <source>rope type &apos;%1&apos; is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="24"/>
        <source>only the &quot;default&quot; rotary positions are implemented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="27"/>
        <source>scaled rotary positions are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="28"/>
        <source>remove rope_scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="33"/>
        <source>%1.rope_theta must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="49"/>
        <location filename="../core/model/modernbert_config.cpp" line="197"/>
        <source>must list one attention kind for each of the %1 layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="56"/>
        <source>&apos;%1&apos; is not an attention kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="57"/>
        <source>use &quot;full_attention&quot; or &quot;sliding_attention&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="176"/>
        <source>must be a whole number from 1 to 65536, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="179"/>
        <source>rope_theta must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="183"/>
        <source>must be a number from 0 to 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="188"/>
        <source>heads of %1 dimensions (hidden_size %2 / %3 heads) cannot take rotary positions, which need an even head size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="193"/>
        <source>choose a head count that leaves an even head size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="201"/>
        <source>pooling &apos;%1&apos; is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="202"/>
        <source>use &quot;cls&quot; or &quot;mean&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/model_io/pretraining_record.cpp" line="44"/>
        <source>this model has had little pretraining (%1 steps, %2 tokens): at lr %3 fine-tuning may learn almost nothing; use %4 1e-4 or more, or pretrain it longer first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/library_versions.cpp" line="24"/>
        <source>unknown (no /proc/self/maps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/library_versions.cpp" line="43"/>
        <source>Intel MKL, linked into libtorch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/system/library_versions.cpp" line="44"/>
        <source>none loaded (libtorch uses its built-in kernels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/masked_lm_objective.cpp" line="62"/>
        <source>%1 from %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/train/internal/masked_lm_objective.cpp" line="64"/>
        <source>, with next-sentence prediction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::AboutDialog</name>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="47"/>
        <source>About Headwater</source>
        <translation>About Headwater</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="48"/>
        <source>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;Domain-adaptive pretraining studio for BERT and ELECTRA encoders.&lt;br&gt;&lt;i&gt;Clear the upstream model, and the downstream task runs clear.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;Domain-adaptive pretraining studio for BERT and ELECTRA encoders.&lt;br&gt;&lt;i&gt;Clear the upstream model, and the downstream task runs clear.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="51"/>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="51"/>
        <source>libtorch</source>
        <translation>libtorch</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="51"/>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="51"/>
        <source>SQLite</source>
        <translation>SQLite</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="51"/>
        <source>BLAS</source>
        <translation>BLAS</translation>
    </message>
</context>
<context>
    <name>hw::ui::ArtefactPicker</name>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="66"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="75"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="93"/>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="107"/>
        <source>%1 · Hugging Face cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="113"/>
        <source>New model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="118"/>
        <source>Import a Hugging Face model folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="119"/>
        <source>Choose a folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="172"/>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ClusterLaunchButton</name>
    <message>
        <location filename="../ui/pretrain/cluster_launch_button.cpp" line="44"/>
        <source>Run on a c&amp;luster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_button.cpp" line="45"/>
        <source>Run on a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_button.cpp" line="47"/>
        <source>Write this run with a Slurm script and a torchrun script that start it on other machines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ClusterLaunchDialog</name>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="138"/>
        <source>Cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="143"/>
        <source>Written to %1. Copy what the cluster must reach, then start the run there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="156"/>
        <source>Files written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="159"/>
        <source>Start the run with Slurm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="161"/>
        <source>or on one machine with torchrun:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="164"/>
        <source>The machines that run it must reach these paths (see README.txt):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="167"/>
        <source>When the run has finished and its folder is back here, add it to the project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="175"/>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="210"/>
        <source>Folder for the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="187"/>
        <source>Run on a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="189"/>
        <source>CUDA GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="190"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="195"/>
        <source>&amp;Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="195"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="195"/>
        <source>Machines the run is spread over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="196"/>
        <source>&amp;GPUs per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="196"/>
        <source>&amp;Processes per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="197"/>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="197"/>
        <source>Processes per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="198"/>
        <source>Processes torchrun starts on each node: one per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="199"/>
        <source>Processes torchrun starts on each node, sharing its CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="200"/>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="200"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="200"/>
        <source>What each process trains on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="201"/>
        <source>&amp;CPU cores per process:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="201"/>
        <source>CPU cores per process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="202"/>
        <source>Slurm gives each node this many cores per process (--cpus-per-task)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="203"/>
        <source>Slurm p&amp;artition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="203"/>
        <source>Slurm partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="203"/>
        <source>Empty: the cluster&apos;s default partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="204"/>
        <source>&amp;Time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="204"/>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="205"/>
        <source>Slurm stops the job after this long; five minutes before, the run saves a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="206"/>
        <source>headwater-cli on the cl&amp;uster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="206"/>
        <source>headwater-cli on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="207"/>
        <source>Its path on the cluster&apos;s machines, or headwater-cli when it is on their PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="208"/>
        <source>Rendezvous po&amp;rt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="208"/>
        <source>Rendezvous port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="209"/>
        <source>A free TCP port on the first node, where the processes meet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="210"/>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="211"/>
        <source>Where run.json and the launch scripts are written; the run writes its checkpoints here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="219"/>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="220"/>
        <source>the cluster&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="221"/>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="222"/>
        <source>Choose the folder for the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="223"/>
        <source>&amp;Write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="224"/>
        <source>Write the run and its launch scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="225"/>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="226"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="227"/>
        <source>Cluster launch status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="228"/>
        <source>Written files and commands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ComparePage</name>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="125"/>
        <location filename="../ui/compare/compare_page.cpp" line="280"/>
        <source>Open a probe file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="126"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="131"/>
        <source>Export the predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="132"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="160"/>
        <source>Choose at least one model and type sentences with [MASK], one per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="182"/>
        <source>Predicting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="190"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="203"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="308"/>
        <source>every model has this token in its top %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="276"/>
        <source>&amp;Mask-fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="277"/>
        <source>Sentences tried before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="278"/>
        <source>Choose one to put it back in the probe box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="279"/>
        <source>Op&amp;en probe file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="281"/>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="282"/>
        <source>Export the predictions as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="283"/>
        <source>&amp;Downstream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="284"/>
        <source>&amp;Perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="285"/>
        <source>C&amp;urves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="286"/>
        <source>Comparisons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="287"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="287"/>
        <source>Mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="287"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="292"/>
        <source>Model %1 to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="293"/>
        <source>&amp;Probe sentences with [MASK], one per line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="294"/>
        <source>Probe sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="295"/>
        <source>top </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="296"/>
        <source>Predictions per mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="297"/>
        <source>Device for mask-fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="298"/>
        <source>The models stay loaded on this device between queries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="299"/>
        <source>&amp;Fill masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="300"/>
        <source>Fill masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="301"/>
        <source>Comparison status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="302"/>
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
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="184"/>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="184"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="192"/>
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="193"/>
        <source>%n document(s) contain “%1”</source>
        <translation>
            <numerusform>%n document contains “%1”</numerusform>
            <numerusform>%n documents contain “%1”</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="198"/>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="198"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="195"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="208"/>
        <source>All documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="209"/>
        <source>Training split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="210"/>
        <source>Validation split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="211"/>
        <source>Search the documents…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="212"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="212"/>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="212"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="213"/>
        <source>&amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="214"/>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="215"/>
        <source>Documents of which split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="216"/>
        <source>Search the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="217"/>
        <source>Matching documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="218"/>
        <source>Corpus documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="219"/>
        <source>Previous page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="220"/>
        <source>Next page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="221"/>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusImportPanel</name>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="216"/>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="429"/>
        <source>Add corpus files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="217"/>
        <source>Corpus files (*.txt *.jsonl *.json *.csv *.tsv *.gz *.zst *.xz *.parquet *.arrow);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="224"/>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="430"/>
        <source>Add a folder of corpus files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="261"/>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="444"/>
        <source>Columns: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="311"/>
        <source>too short: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="312"/>
        <source>too long: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="322"/>
        <source>corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="330"/>
        <source>Open or create a project first (Project page): corpora are stored in a project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="336"/>
        <source>Add at least one file or folder to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="341"/>
        <source>Give the corpus a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="348"/>
        <source>The project already has a corpus named “%1”: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="369"/>
        <source>Importing “%1”… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="390"/>
        <source>Open or create a project first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="400"/>
        <source>&amp;Files and folders to import (drop them here):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="401"/>
        <source>Add &amp;files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="402"/>
        <source>Add f&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="403"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="404"/>
        <source>F&amp;ormat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="405"/>
        <source>Detect from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="406"/>
        <source>Plain text (one document per line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="407"/>
        <source>Documents separated by blank lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="408"/>
        <source>JSONL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="409"/>
        <source>CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="410"/>
        <source>TSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="411"/>
        <source>Parquet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="412"/>
        <source>Arrow (the datasets cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="413"/>
        <source>&amp;Text field:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="414"/>
        <source>&amp;Unicode normalisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="415"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="416"/>
        <source>Drop &amp;duplicate documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="417"/>
        <source>&amp;Minimum characters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="418"/>
        <source>Ma&amp;ximum characters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="419"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="420"/>
        <source>&amp;Validation share:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="421"/>
        <source>Split s&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="422"/>
        <source>Corpus &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="424"/>
        <source>Preview of the first %n document(s), as they will be stored:</source>
        <translation>
            <numerusform>Preview of the first document, as it will be stored:</numerusform>
            <numerusform>Preview of the first %n documents, as they will be stored:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="425"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="425"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="425"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="426"/>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="428"/>
        <source>Files to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="431"/>
        <source>Remove the selected files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="432"/>
        <source>Corpus format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="433"/>
        <source>Text field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="434"/>
        <source>Unicode normalisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="435"/>
        <source>Drop duplicate documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="436"/>
        <source>Minimum characters per document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="437"/>
        <source>Maximum characters per document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="438"/>
        <source>Validation share in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="439"/>
        <source>Split seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="440"/>
        <source>Corpus name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="441"/>
        <source>Import preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="442"/>
        <source>Import status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="443"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="446"/>
        <source>For JSONL, CSV, TSV, Parquet and Arrow: the field or column that holds the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="447"/>
        <source>Share of documents held out for validation; the split depends only on each document&apos;s text and the seed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusListPanel</name>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="132"/>
        <source>No corpus yet: add files above and press Import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="133"/>
        <source>No project is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="151"/>
        <source>%1 documents · %2 characters · %3 words · %4 duplicates and %5 too short/long dropped · train %6, validation %7 · length (characters): mean %8, median %9, 90th percentile %10, 99th percentile %11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="173"/>
        <source>documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="176"/>
        <source>Hangul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="176"/>
        <source>Latin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="176"/>
        <source>Han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="176"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="179"/>
        <source>share of letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="204"/>
        <source>Corpus</source>
        <translation type="unfinished">Corpus</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="204"/>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="215"/>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="204"/>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="205"/>
        <source>Duplicates dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="205"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="205"/>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="206"/>
        <source>Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="207"/>
        <source>Corpora in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="208"/>
        <source>Figures of the selected corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="209"/>
        <source>Document length histogram (characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="210"/>
        <source>document length (characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="211"/>
        <source>Script mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="212"/>
        <source>Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="212"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="213"/>
        <source>Most frequent words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="214"/>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="216"/>
        <source>Details of the selected corpus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusPage</name>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="87"/>
        <source>Imported “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="89"/>
        <source>Import of “%1” cancelled; nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="86"/>
        <source>Imported labelled set “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="91"/>
        <source>Import of “%1” failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="123"/>
        <source>Corpus</source>
        <translation type="unfinished">Corpus</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="124"/>
        <source>&amp;Text corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="125"/>
        <source>&amp;Labelled sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="126"/>
        <source>Corpus kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="127"/>
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
    <name>hw::ui::DemoProject</name>
    <message>
        <location filename="../ui/project/demo_project.cpp" line="19"/>
        <source>Demo: Debian package descriptions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::DownstreamPanel</name>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="125"/>
        <source>F1 of %1 minus F1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="129"/>
        <source>No comparison yet: fine-tune two or more models together on the Fine-tune page (or with `headwater-cli finetune --project`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="177"/>
        <source>The interval excludes zero: %1 is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="179"/>
        <source>The interval excludes zero: %1 is worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="180"/>
        <source>The interval includes zero: the difference may be noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/compare/downstream_panel.cpp" line="167"/>
        <source>%1 − %2: %3 macro-F1, %4% interval [%5, %6] over %n seed(s) (per seed: %7); %8% of the widened resampled differences are not better.</source>
        <translation>
            <numerusform>%1 − %2: %3 macro-F1, %4% interval [%5, %6] over %n seed (per seed: %7); %8% of the widened resampled differences are not better.</numerusform>
            <numerusform>%1 − %2: %3 macro-F1, %4% interval [%5, %6] over %n seeds (per seed: %7); %8% of the widened resampled differences are not better.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="195"/>
        <source>Fine-tuning &amp;comparison:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="196"/>
        <source>M&amp;etric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="197"/>
        <source>Fine-tuning comparison shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="198"/>
        <source>Metric compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="199"/>
        <source>Test metric per model with its standard deviation over seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="200"/>
        <source>F1 difference per label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="201"/>
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
        <location filename="../ui/export/export_page.cpp" line="102"/>
        <source>Export into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="141"/>
        <source>Choose a model and the folder to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="162"/>
        <source>Exporting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="227"/>
        <location filename="../ui/export/export_page.cpp" line="241"/>
        <source>Export</source>
        <translation type="unfinished">Export</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="228"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="229"/>
        <source>&amp;Output folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="182"/>
        <source>Done: %1 parameters exported to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="184"/>
        <source>Hugging Face: %1 (%2 MB); reloaded and run on %3 sample texts, largest logit difference %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="191"/>
        <source>Half precision moves the logits by at most %1 from the fp32 model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="193"/>
        <source>Load it with AutoModel.from_pretrained(&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="196"/>
        <source>ONNX: %1 (%2 MB, opset 17); read back and run on %3 sample texts, largest logit difference %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="202"/>
        <source>Run it with onnxruntime.InferenceSession(&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="205"/>
        <source>int8: %1 (%2 MB); logits within %3 of fp32, %4% of the sample predictions kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="211"/>
        <source>On %1 labelled examples: %2 %3 with fp32, %4 with int8 (%5 points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="230"/>
        <source>int8 &amp;accuracy on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="231"/>
        <source>Labelled set to measure the int8 model on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="232"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="233"/>
        <source>&amp;Replace the folder if it exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="234"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="235"/>
        <source>&amp;Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="236"/>
        <source>Open the exported folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="237"/>
        <source>Model to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="238"/>
        <source>Output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="239"/>
        <source>Choose the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="240"/>
        <source>Replace the folder if it exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="242"/>
        <source>Export status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::FinetunePage</name>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="91"/>
        <source>A fine-tuning run is already going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="97"/>
        <source>Cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="145"/>
        <source>Finished: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/finetune/finetune_page.cpp" line="111"/>
        <source>Fine-tuning “%1”: %n model(s) × %2 seed(s)…</source>
        <translation>
            <numerusform>Fine-tuning “%1”: %n model × %2 seed(s)…</numerusform>
            <numerusform>Fine-tuning “%1”: %n models × %2 seeds…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="150"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="164"/>
        <source>&amp;Start fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="165"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="166"/>
        <source>Start fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="167"/>
        <source>Cancel fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="168"/>
        <source>Fine-tuning status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="169"/>
        <source>Training loss per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="170"/>
        <source>Validation macro-F1 per epoch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::FinetuneResultsPanel</name>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="34"/>
        <source>macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="36"/>
        <source>micro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="38"/>
        <source>weighted F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="40"/>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="42"/>
        <source>subset accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="44"/>
        <source>Hamming loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="165"/>
        <source>⚠ %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="180"/>
        <source>No fine-tuning run yet: results appear here when one finishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="189"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="196"/>
        <source>%1 (%n seed(s))</source>
        <translation>
            <numerusform>%1 (%n seed)</numerusform>
            <numerusform>%1 (%n seeds)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="250"/>
        <source>Confusion matrix of %1, summed over seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="251"/>
        <source>Confusion matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="256"/>
        <source>every label</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="290"/>
        <source>%1 of %n test example(s) wrong</source>
        <translation>
            <numerusform>%1 of %n test example wrong</numerusform>
            <numerusform>%1 of %n test examples wrong</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="317"/>
        <source>&amp;Results of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="318"/>
        <source>Per class for &amp;model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="319"/>
        <source>Fine-tuning run shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="320"/>
        <source>Model whose classes are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="321"/>
        <source>Test metrics per model, mean ± standard deviation over seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="322"/>
        <source>Filter labels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="323"/>
        <source>Filter labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="326"/>
        <source>Test scores per class, mean over seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="327"/>
        <source>Show &amp;row shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="328"/>
        <source>Show the confusion matrix as shares of each true label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="329"/>
        <source>Results note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="330"/>
        <source>Scores per &amp;class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="331"/>
        <source>Confusion &amp;matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="332"/>
        <source>T&amp;hresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="333"/>
        <source>&amp;Misclassified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="334"/>
        <source>&amp;Try it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="335"/>
        <source>Result details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="336"/>
        <source>Seed whose mistakes are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="337"/>
        <source>Only mistakes involving this label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="338"/>
        <source>Mistakes count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="339"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="339"/>
        <source>True labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="339"/>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="339"/>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="340"/>
        <source>Misclassified test examples, most confident first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::FinetuneSetupPanel</name>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="298"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="299"/>
        <source>Choose a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="122"/>
        <source>Choose labelled data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="123"/>
        <source>Labelled data (*.csv *.tsv *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="185"/>
        <source>No project is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="186"/>
        <source>open or create one on the Project page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="201"/>
        <source>No model chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="194"/>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="202"/>
        <source>choose a project model or a Hugging Face model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="221"/>
        <source>The file %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="222"/>
        <source>choose another or leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="226"/>
        <source>Text and label need two different columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="227"/>
        <source>choose them from the training file&apos;s columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="238"/>
        <source>Choose a new run name without “/”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="239"/>
        <source>“%1” is taken or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="274"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="274"/>
        <source>Model to fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="275"/>
        <source>A base model or a domain-adapted one; fine-tune both to compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="265"/>
        <source>&amp;Training file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="193"/>
        <source>%1 is not a model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="213"/>
        <source>No labelled data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="215"/>
        <source>choose a labelled set of the project, or a CSV, TSV or JSONL training file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="261"/>
        <source>Labelled &amp;set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="261"/>
        <source>Labelled set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="262"/>
        <source>A labelled set of the project, with its train, validation and test splits; or none, and the files below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="265"/>
        <source>Training file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="265"/>
        <source>CSV, TSV or JSONL with a text and a label column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="266"/>
        <source>&amp;Validation file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="266"/>
        <source>Validation file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="267"/>
        <source>Chooses the best epoch (and multi-label thresholds); optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="268"/>
        <source>T&amp;est file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="268"/>
        <source>Test file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="268"/>
        <source>Scored once with the best epoch; the figures to report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="269"/>
        <source>Te&amp;xt column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="269"/>
        <source>Text column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="269"/>
        <source>The column holding the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="270"/>
        <source>&amp;Label column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="270"/>
        <source>Label column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="271"/>
        <source>The label, or a delimited list of labels when multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="272"/>
        <source>M&amp;ulti-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="272"/>
        <source>Multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="273"/>
        <source>Each text may carry several labels (e.g. 44 emotions of KOTE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="276"/>
        <source>Compare &amp;with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="276"/>
        <source>Second model to fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="277"/>
        <source>Fine-tuned on the same data and seeds; the comparison tells whether the difference is real</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="278"/>
        <source>&amp;And with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="278"/>
        <source>Third model to fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="278"/>
        <source>An optional third model in the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="279"/>
        <source>Class w&amp;eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="279"/>
        <source>Class weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="279"/>
        <source>Weigh rare classes (positives, for multi-label) up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="280"/>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="280"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="280"/>
        <source>Where the run trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="281"/>
        <source>Run &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="281"/>
        <source>Run name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="281"/>
        <source>The run&apos;s folder in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="302"/>
        <source>Problem with the settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::FragmentationPanel</name>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="118"/>
        <source>Open or create a project first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="123"/>
        <source>Import a corpus first (Corpus page): the tokenizers are measured on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="138"/>
        <source>Choose at least one tokenizer or model to measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="149"/>
        <source>Tokenizing “%1” with %n tokenizer(s)… (see Jobs)</source>
        <translation>
            <numerusform>Tokenizing “%1” with %n tokenizer… (see Jobs)</numerusform>
            <numerusform>Tokenizing “%1” with %n tokenizers… (see Jobs)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="196"/>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>Tokens per word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="200"/>
        <source>Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="200"/>
        <source>Frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="210"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="165"/>
        <source>Measured on %n document(s).</source>
        <translation>
            <numerusform>Measured on %n document.</numerusform>
            <numerusform>Measured on %n documents.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="229"/>
        <source>C&amp;orpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="230"/>
        <source>To&amp;kenizers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="231"/>
        <source>&amp;Documents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="232"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="233"/>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="234"/>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="245"/>
        <source>Frequent words cut into the most pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>Tokenizer</source>
        <translation type="unfinished">Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>[UNK] rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>Words split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="237"/>
        <source>Corpus to measure on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="239"/>
        <source>Tokenizer %1 to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="240"/>
        <source>Documents to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="241"/>
        <source>The first documents of the corpus; 0 measures all of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="242"/>
        <source>Measure fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="243"/>
        <source>Fragmentation per tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="244"/>
        <source>Tokens per word per tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="246"/>
        <source>Fragmentation status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::JobsPanel</name>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="141"/>
        <source>Pausing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="144"/>
        <source>Light jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="160"/>
        <source>Progress of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="165"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="221"/>
        <source>&lt;b&gt;%1&lt;/b&gt; failed: %2&lt;br&gt;Where: %3&lt;br&gt;How to fix: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="250"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="250"/>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="250"/>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="250"/>
        <source>ETA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="251"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="252"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="253"/>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="254"/>
        <source>&amp;Cancel job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="255"/>
        <source>Run &amp;next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="256"/>
        <source>C&amp;lear finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="257"/>
        <source>Pause the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="258"/>
        <source>Resume the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="259"/>
        <source>Cancel the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="260"/>
        <source>Run the selected queued job next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="261"/>
        <source>Clear finished jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="262"/>
        <source>Details of the selected job</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::LabelledImportPanel</name>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="198"/>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="415"/>
        <source>Choose a labelled file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="199"/>
        <source>Labelled data (*.csv *.tsv *.jsonl *.json *.parquet *.arrow);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="302"/>
        <source>The files are the dataset&apos;s splits (train %1, validation %2, test %3 files): they are kept as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="237"/>
        <source>Cannot read the file&apos;s columns: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="285"/>
        <source>Cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="287"/>
        <source>The file holds no record to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="313"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="314"/>
        <source>%1 · %2, %n class name(s)</source>
        <translation>
            <numerusform>%1 · %2, %n class name</numerusform>
            <numerusform>%1 · %2, %n class names</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="342"/>
        <source>Open or create a project first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="350"/>
        <source>Choose a file, its text column and at least one label column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="354"/>
        <source>The text column cannot also be a label column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="364"/>
        <source>Each label of the fixed set once, please.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="382"/>
        <source>Importing “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="395"/>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="396"/>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="397"/>
        <source>Te&amp;xt column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="398"/>
        <source>&amp;Label columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="399"/>
        <source>First rows of the file, as they will be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="400"/>
        <source>&amp;Multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="401"/>
        <source>&amp;Delimiter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="402"/>
        <source>&amp;Fixed labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="404"/>
        <source>empty: the labels found in the file; or, in id order, e.g. joy, anger, sadness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="406"/>
        <source>Rows with a label outside the set are skipped and counted. Over a column of integer ids, these are the names of ids 0, 1, 2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="408"/>
        <source>One file, a folder, or several files separated by &apos;;&apos; (a dataset&apos;s train, validation and test files keep their splits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="410"/>
        <source>&amp;Validation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="411"/>
        <source>&amp;Test:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="412"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="413"/>
        <source>&amp;Import labelled set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="414"/>
        <source>Labelled file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="416"/>
        <source>Text column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="417"/>
        <source>Label columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="419"/>
        <source>Check one column holding the label (or a delimited list of labels), or several 0/1 columns, one per label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="421"/>
        <source>Multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="422"/>
        <source>Label delimiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="423"/>
        <source>Fixed label set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="424"/>
        <source>Validation share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="425"/>
        <source>Test share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="426"/>
        <source>Labelled set name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="427"/>
        <source>Labelled import status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="428"/>
        <source>Splits of the chosen files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="440"/>
        <source>Import labelled set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::LabelledSetListPanel</name>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="94"/>
        <source>multi-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="95"/>
        <source>single-label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="120"/>
        <source>No labelled set yet: import a CSV, TSV or JSONL file with a label column above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="136"/>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="139"/>
        <source>%1 examples, %2 labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="141"/>
        <source>; %1 labels per example on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="146"/>
        <source>; %1 repeated texts and %2 texts with conflicting labels removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="159"/>
        <source>Labelled sets in this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="162"/>
        <source>Labelled sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="163"/>
        <source>Train split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="164"/>
        <source>Validation split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="165"/>
        <source>Test split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="166"/>
        <source>Split shown in the label distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="167"/>
        <source>Labelled set summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="168"/>
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
        <location filename="../ui/main/main_window.cpp" line="206"/>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="207"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="208"/>
        <source>Log of the app and its jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="209"/>
        <source>Workflow steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="210"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="211"/>
        <source>&amp;Close Project</source>
        <translation>&amp;Close Project</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="212"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="213"/>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="214"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferences...</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="215"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="216"/>
        <source>&amp;About Headwater</source>
        <translation>&amp;About Headwater</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="219"/>
        <source>Device: %1 · threads: %2</source>
        <translation>Device: %1 · threads: %2</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="232"/>
        <source>%1 — Headwater</source>
        <translation>%1 — Headwater</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="232"/>
        <source>Headwater</source>
        <translation>Headwater</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main/main_window.cpp" line="250"/>
        <source>%n job(s) waiting</source>
        <translation>
            <numerusform>%n job waiting</numerusform>
            <numerusform>%n jobs waiting</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="260"/>
        <source> · %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main/main_window.cpp" line="263"/>
        <source> · %n more waiting</source>
        <translation>
            <numerusform> · %n more waiting</numerusform>
            <numerusform> · %n more waiting</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="279"/>
        <source>Headwater: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="287"/>
        <source>Memory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="295"/>
        <source>Jobs are running</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main/main_window.cpp" line="296"/>
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
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="134"/>
        <source>Step %1 (evaluation %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="160"/>
        <source>The first guess changed since step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="178"/>
        <source>Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="178"/>
        <source>Top 5 guesses at this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="178"/>
        <source>At the first evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="179"/>
        <source>This run watches no sentences. Before starting a run, write sentences with [MASK] under “Watch sentences”: their top guesses are recorded at every evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="181"/>
        <source>Evaluation step to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="182"/>
        <source>Guesses for the watched sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="183"/>
        <source>Step shown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::MetricPlot</name>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="390"/>
        <source>%1: %2 at step %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="394"/>
        <source>no data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="544"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="546"/>
        <source>seconds since the first point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="487"/>
        <source>Export the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="488"/>
        <source>PNG image (*.png);;PDF document (*.pdf);;CSV data, every point (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="495"/>
        <source>Cannot write %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="536"/>
        <source>%1: %2 (step %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="548"/>
        <source>tokens seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="562"/>
        <source>Log</source>
        <translation type="unfinished">Log</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="563"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="564"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="565"/>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="566"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="567"/>
        <source>Smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="568"/>
        <source>Smoothing (exponential moving average, as TensorBoard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="569"/>
        <source>Logarithmic y axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="570"/>
        <source>Horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="571"/>
        <source>Export the chart as PNG, PDF or CSV</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ModelCardPanel</name>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="156"/>
        <source>No model card: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="173"/>
        <source>&amp;Write a model card (README.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="174"/>
        <source>&amp;Language of the texts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="175"/>
        <source>e.g. ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="176"/>
        <source>&amp;Datasets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="177"/>
        <source>names, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="178"/>
        <source>&amp;Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="179"/>
        <source>Write the card again from the model and the project, dropping your edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="180"/>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="181"/>
        <source>Edit (Markdown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="182"/>
        <source>Write a model card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="183"/>
        <source>Language of the texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="184"/>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="185"/>
        <source>Regenerate the model card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="186"/>
        <source>Model card preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="187"/>
        <source>Model card Markdown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::NewModelDialog</name>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="141"/>
        <source>New model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="142"/>
        <source>&amp;Architecture:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="142"/>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="143"/>
        <source>&amp;Hidden size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="143"/>
        <source>&amp;Layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="144"/>
        <source>Attention hea&amp;ds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="144"/>
        <source>&amp;Feed-forward size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="145"/>
        <source>&amp;Tokenizer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="145"/>
        <source>&amp;Embedding size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="146"/>
        <source>&amp;Positions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="146"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="149"/>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="150"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="151"/>
        <source>Model size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="152"/>
        <source>The preset fills in the sizes below; change any of them for a custom shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="153"/>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="154"/>
        <source>hidden_size: the width of every layer, a multiple of the attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="155"/>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="156"/>
        <source>num_hidden_layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="157"/>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="158"/>
        <source>num_attention_heads: each head reads hidden size / heads dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="159"/>
        <source>Feed-forward size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="161"/>
        <source>intermediate_size: follows the hidden size (4 x, ModernBERT 1.5 x) until you change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="162"/>
        <source>Embedding size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="163"/>
        <source>embedding_size: ELECTRA&apos;s token embeddings, projected to the hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="164"/>
        <source>Size of the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="165"/>
        <source>Tokenizer of the new model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="166"/>
        <source>Position embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="167"/>
        <source>The longest sequence the model will read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="168"/>
        <source>Name of the new model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="169"/>
        <source>Problem with the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="297"/>
        <source>%1 parameters and %2 more for each vocabulary entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="300"/>
        <source>Custom shape: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="323"/>
        <source>Open or create a project first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="326"/>
        <source>Choose the tokenizer the model is made with (Tokenizer page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="329"/>
        <source>Give the model a name without “/”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="331"/>
        <source>The project already has a model named “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::PerplexityPanel</name>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="113"/>
        <source>Choose a corpus of the project and at least one model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="124"/>
        <source>Waiting for its turn to measure (see Jobs)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/compare/perplexity_panel.cpp" line="133"/>
        <source>Measuring the perplexity of %n model(s)…</source>
        <translation>
            <numerusform>Measuring the perplexity of %n model…</numerusform>
            <numerusform>Measuring the perplexity of %n models…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="181"/>
        <source>Perplexity (lower is better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="181"/>
        <source>Bits per character (lower is better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="191"/>
        <source>Held-out &amp;text of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="192"/>
        <source>&amp;Models:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="193"/>
        <source>Block &amp;length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="194"/>
        <source>validation split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="195"/>
        <source>whole corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="196"/>
        <source>Mea&amp;sure perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="197"/>
        <source>Corpus to measure perplexity on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="198"/>
        <source>Part of the corpus scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="200"/>
        <source>Model %1 to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="201"/>
        <source>Block length in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="202"/>
        <source>Device for perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="203"/>
        <source>Measure perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="204"/>
        <source>Perplexity status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Masked tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Bits per character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="207"/>
        <location filename="../ui/compare/perplexity_panel.cpp" line="208"/>
        <source>Perplexity per model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="81"/>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="82"/>
        <source>All cores (%1)</source>
        <translation>All cores (%1)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="83"/>
        <source>CPU: %1</source>
        <translation>CPU: %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="84"/>
        <source>Intra-op threads:</source>
        <translation>Intra-op threads:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="85"/>
        <source>Default device:</source>
        <translation>Default device:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="86"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
</context>
<context>
    <name>hw::ui::PretrainEstimatePanel</name>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="175"/>
        <source>Estimating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="175"/>
        <source>Choose a model to see an estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="197"/>
        <source>%1 tokens per step; about %2 steps per epoch of about %3 training tokens: the run&apos;s %4 steps cover %5 epochs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="203"/>
        <source>%1 tokens per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="204"/>
        <source>Memory: about %1 of %2 on %3 (%4 parameters: weights %5, gradients %6, optimizer %7; activations %8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="207"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="211"/>
        <source>Time: measuring the speed… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="213"/>
        <source>Time: about %1 at %2 tokens per second measured on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="216"/>
        <source>Time: press “Measure speed” for a short probe on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="222"/>
        <source>This run needs about %1 but %2 has %3: lower the batch size (raise gradient accumulation to keep the effective batch) or the sequence length, or choose bf16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="235"/>
        <source>Measure &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="236"/>
        <source>Measure training speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="238"/>
        <source>A few training steps of this model&apos;s shape on random data, on the chosen device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="239"/>
        <source>Estimate of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="240"/>
        <source>Memory warning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::PretrainPage</name>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="183"/>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="233"/>
        <source>A run is already going; stop it first or wait for it to end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="189"/>
        <source>Cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="194"/>
        <source>The run may not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="195"/>
        <source>The estimate says this run needs more memory than %1 has. Start it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="212"/>
        <source>“%1” is waiting for %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="273"/>
        <source>%1 · validation loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="274"/>
        <source>%1 · training loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="275"/>
        <source>%1 · general-domain loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="276"/>
        <source>%1 · general-domain perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="298"/>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="398"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="302"/>
        <source> · epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="304"/>
        <source> · memory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="305"/>
        <source> · elapsed %1 · ETA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="316"/>
        <source>“%1” paused at a step boundary; the model stays in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="320"/>
        <source>“%1” finished: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="324"/>
        <source>“%1” stopped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="243"/>
        <source>Cannot resume “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="328"/>
        <source>“%1” failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="460"/>
        <source>&amp;Start pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="461"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="462"/>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="463"/>
        <source>Stop and sa&amp;ve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="464"/>
        <source>Start pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="465"/>
        <source>Pause pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="466"/>
        <source>Resume pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="467"/>
        <source>Stop pretraining and save a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="468"/>
        <source>Resume &amp;run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="469"/>
        <source>Resume the selected run from its last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="470"/>
        <source>Pretraining status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="471"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="472"/>
        <source>Validation perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="473"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="474"/>
        <source>Tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="475"/>
        <source>Other metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="476"/>
        <source>Curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="477"/>
        <source>Mask-fill watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="478"/>
        <source>Views of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="479"/>
        <source>Pretraining runs in the project (select several to overlay their curves):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="481"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="481"/>
        <source>Best validation loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="481"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="482"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="483"/>
        <source>Pretraining runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::PretrainSetupPanel</name>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="289"/>
        <source>Base &amp;model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="289"/>
        <source>Base model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="290"/>
        <source>The Hugging Face model to continue from (BERT, ELECTRA, RoBERTa, XLM-RoBERTa or ModernBERT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="291"/>
        <source>&amp;Tokenizer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="291"/>
        <source>Tokenizer</source>
        <translation type="unfinished">Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="292"/>
        <source>None: the model&apos;s own. A project tokenizer (a domain vocabulary) needs the model re-fitted to it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="295"/>
        <source>&amp;Also on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="295"/>
        <source>More corpora to pretrain on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="296"/>
        <source>Other project corpora trained on together with the first (their splits joined)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="297"/>
        <source>&amp;Corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="297"/>
        <source>Corpus to pretrain on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="298"/>
        <source>A project corpus; its validation split is used for evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="299"/>
        <source>Gene&amp;rator model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="299"/>
        <source>ELECTRA generator model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="300"/>
        <source>ELECTRA: a published generator to continue with; none creates one from the discriminator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="301"/>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="301"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="301"/>
        <source>Where the run trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="302"/>
        <source>Run &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="302"/>
        <source>Run name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="303"/>
        <source>The run&apos;s folder in the project, and the name of the model it produces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="304"/>
        <source>&amp;General corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="304"/>
        <source>General corpus for the forgetting watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="305"/>
        <source>Optional general-domain text scored at every evaluation beside the domain&apos;s: its perplexity rising shows what the adaptation forgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="307"/>
        <source>&amp;Watch sentences:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="307"/>
        <source>Sentences to watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="308"/>
        <source>One sentence per line with [MASK] where the model should guess a word: its top 5 guesses are recorded at every evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="319"/>
        <source>Masked language modelling (MLM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="320"/>
        <source>Whole-word MLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="321"/>
        <source>ELECTRA (replaced-token detection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="322"/>
        <source>Problem with the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="323"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="324"/>
        <source>e.g. The central bank raised [MASK] rates.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectActions</name>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="43"/>
        <source>&amp;New Project...</source>
        <translation>&amp;New Project...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="44"/>
        <source>&amp;Open Project...</source>
        <translation>&amp;Open Project...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="45"/>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="57"/>
        <source>No recent projects</source>
        <translation>No recent projects</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="61"/>
        <source>Headwater projects (*.hwproj)</source>
        <translation>Headwater projects (*.hwproj)</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="62"/>
        <location filename="../ui/project/project_actions.cpp" line="69"/>
        <source>New Project</source>
        <translation>New Project</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="69"/>
        <source>Project name:</source>
        <translation>Project name:</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="75"/>
        <source>Cannot create project</source>
        <translation>Cannot create project</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="78"/>
        <source>Created project %1</source>
        <translation>Created project %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="82"/>
        <source>Open Project</source>
        <translation>Open Project</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="83"/>
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
        <location filename="../ui/project/project_hub_panel.cpp" line="49"/>
        <source>corpora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="51"/>
        <source>labelled sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="53"/>
        <source>tokenizers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="55"/>
        <source>models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="57"/>
        <source>runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="59"/>
        <source>evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="61"/>
        <source>exports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="69"/>
        <source>Corpus</source>
        <translation type="unfinished">Corpus</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="71"/>
        <source>Labelled set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="73"/>
        <source>Tokenizer</source>
        <translation type="unfinished">Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="75"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="77"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="79"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="81"/>
        <source>Export</source>
        <translation type="unfinished">Export</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="173"/>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="173"/>
        <source>New name of “%1”:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="239"/>
        <source>Disk use unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="249"/>
        <source>other files %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="250"/>
        <source>project file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="251"/>
        <source>On disk: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="276"/>
        <source>import a corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="277"/>
        <source>train or extend a tokenizer (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="278"/>
        <source>adapt a model by continued pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="279"/>
        <source>fine-tune the base and the adapted model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="280"/>
        <source>import a labelled set to fine-tune on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="281"/>
        <source>compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="282"/>
        <source>export the better one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="292"/>
        <source>&lt;b&gt;next:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/project/project_hub_panel.cpp" line="297"/>
        <source>The project holds %n artefact(s).</source>
        <translation>
            <numerusform>The project holds one artefact.</numerusform>
            <numerusform>The project holds %n artefacts.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="298"/>
        <source>Steps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="385"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="386"/>
        <source>Delete “%1” and its files in the project? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="392"/>
        <source>Not deleted: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="395"/>
        <source>Deleted “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="409"/>
        <source>Not renamed: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="412"/>
        <source>Renamed “%1” to “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="425"/>
        <source>Everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="428"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="428"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="428"/>
        <source>Key figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="428"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="429"/>
        <source>Made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="430"/>
        <source>Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="430"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="431"/>
        <source>Settings of the chosen lineage entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="432"/>
        <source>Lineage of the selected artefact:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="433"/>
        <source>Open &amp;folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="434"/>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="435"/>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="436"/>
        <source>Show artefacts of kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="437"/>
        <source>Artefacts in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="438"/>
        <source>Lineage of the selected artefact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="439"/>
        <source>Open the artefact&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="440"/>
        <source>Rename the artefact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="441"/>
        <source>Delete the artefact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="442"/>
        <source>Disk use of the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="443"/>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="444"/>
        <source>Project message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectPage</name>
    <message>
        <location filename="../ui/project/project_page.cpp" line="73"/>
        <source>New Project...</source>
        <translation>New Project...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="74"/>
        <source>Open Project...</source>
        <translation>Open Project...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="75"/>
        <location filename="../ui/project/project_page.cpp" line="76"/>
        <source>Recent projects</source>
        <translation>Recent projects</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="83"/>
        <source>File: %1
Created: %2
Project format: version %3</source>
        <translation>File: %1
Created: %2
Project format: version %3</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="87"/>
        <source>Data folder: %1</source>
        <translation>Data folder: %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="90"/>
        <source>No project open</source>
        <translation>No project open</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="92"/>
        <source>A project keeps corpora, tokenizers, models, runs and evaluations together in one .hwproj file. Create a new one or open an existing one.</source>
        <translation>A project keeps corpora, tokenizers, models, runs and evaluations together in one .hwproj file. Create a new one or open an existing one.</translation>
    </message>
</context>
<context>
    <name>hw::ui::RunCheckpointsPanel</name>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="80"/>
        <source>resumable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="80"/>
        <source>weights only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="88"/>
        <source>Select one run to see its checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="89"/>
        <source>Checkpoints of “%1”:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="110"/>
        <source>Not added: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="115"/>
        <source>Added the model “%1” to the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="128"/>
        <source>The run is in use by a job: wait for it to end, then delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="132"/>
        <source>Delete checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="133"/>
        <source>Delete %1 of “%2”? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="144"/>
        <source>Cannot delete %1: check that nothing else has it open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Best validation loss so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="161"/>
        <source>Checkpoints of the selected run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="162"/>
        <source>&amp;Use as model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="163"/>
        <source>Delete c&amp;heckpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="164"/>
        <source>Add the selected checkpoint to the project as a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="165"/>
        <source>Delete the selected checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="166"/>
        <source>Checkpoint message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::RunImportButton</name>
    <message>
        <location filename="../ui/pretrain/run_import_button.cpp" line="44"/>
        <source>&amp;Import a run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_button.cpp" line="45"/>
        <source>Import a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_button.cpp" line="46"/>
        <source>Add a pretraining run that ran without the project (on a cluster, or with headwater-cli pretrain) with its curves and its final model; its folder is only read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::RunImportDialog</name>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="80"/>
        <source>Adding the run in %1 to the project… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="93"/>
        <source>The import was cancelled; nothing was added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="94"/>
        <source>Cannot add the run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="102"/>
        <source>Added the run “%1” (%2, %3 steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="105"/>
        <source>%1 It saved no final model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="106"/>
        <source>%1 Its final model is the model “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="117"/>
        <source>The run&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="135"/>
        <source>Import a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="136"/>
        <source>Run &amp;folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="137"/>
        <source>Run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="138"/>
        <source>The folder a pretraining run wrote (it holds run.json and metrics.jsonl); it is only read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="140"/>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="141"/>
        <source>Choose the run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="142"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="143"/>
        <source>Name of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="144"/>
        <source>The run&apos;s name in the project, and its final model&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="145"/>
        <source>the folder&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="146"/>
        <source>&amp;Add to the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="147"/>
        <source>Add the run to the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="148"/>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="149"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="150"/>
        <source>Run import status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::SettingForm</name>
    <message>
        <location filename="../ui/widgets/setting_form.cpp" line="155"/>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::ThresholdPanel</name>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="81"/>
        <source>Threshold of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="139"/>
        <source>Validation with these thresholds: macro-F1 %1, micro-F1 %2, subset accuracy %3 (with the saved ones: macro-F1 %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="168"/>
        <source>Seed whose thresholds are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="169"/>
        <source>&amp;All labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="170"/>
        <source>Threshold of every label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="171"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="171"/>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="171"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="171"/>
        <source>Validation F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="172"/>
        <source>Decision threshold per label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="173"/>
        <source>Validation metrics with these thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="174"/>
        <source>&amp;Save thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="175"/>
        <source>Save the thresholds with the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="176"/>
        <source>Written beside the model: every later evaluation of it decides with them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenChips</name>
    <message>
        <location filename="../ui/widgets/token_chips.cpp" line="37"/>
        <source>id %1 · characters %2–%3 · “%4”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/token_chips.cpp" line="39"/>
        <source>unknown token for “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/widgets/token_chips.cpp" line="40"/>
        <source>%1, continues the word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerFitPanel</name>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="130"/>
        <source>“%1” is the model re-fitted to the tokenizer, now the base model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="139"/>
        <source>Re-fitting the model to the tokenizer… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="141"/>
        <source>The model&apos;s own tokenizer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="145"/>
        <source>Comparing the vocabularies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="147"/>
        <source>The model already has exactly this vocabulary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="150"/>
        <source>The model knows %1 tokens, this tokenizer %2, %3 of them shared. The model must be re-fitted to it first: shared tokens keep their embeddings, new ones start as the mean of their old pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="166"/>
        <source>Re-&amp;fit the model to this tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="167"/>
        <source>Re-fit the model to the chosen tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="168"/>
        <source>How the tokenizer fits the model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerPage</name>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="116"/>
        <source>Trained “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="119"/>
        <source>Training of “%1” cancelled; nothing was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="122"/>
        <source>Training of “%1” failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="136"/>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Tokenizer</source>
        <translation type="unfinished">Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="138"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="139"/>
        <source>Extend a model&apos;s vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="140"/>
        <source>Compare on a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="141"/>
        <source>Fragmentation on a corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="142"/>
        <source>Tokenizer tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="137"/>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="145"/>
        <source>Tokenizers in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="146"/>
        <source>Last tokenizer result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerPreviewPanel</name>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="104"/>
        <source>Choose a tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="112"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="113"/>
        <source> · %1 per word</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="114"/>
        <source> · %n unknown</source>
        <translation>
            <numerusform> · %n unknown</numerusform>
            <numerusform> · %n unknown</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="126"/>
        <source>&amp;Preview: type or paste text to see how each tokenizer splits it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="127"/>
        <source>Text to tokenize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="129"/>
        <source>Tokenizer %1 of the preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="130"/>
        <source>Tokens from tokenizer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="131"/>
        <source>Token count of tokenizer %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerTrainPanel</name>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="164"/>
        <source>Open or create a project first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="168"/>
        <source>Import a corpus first (Corpus page): a tokenizer is trained on one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="174"/>
        <source>Give the tokenizer a name without “/”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="181"/>
        <source>The project already has a tokenizer named “%1”: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="224"/>
        <source>Give five different special tokens separated by spaces: padding, unknown, classifier, separator and mask (BERT: [PAD] [UNK] [CLS] [SEP] [MASK]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="205"/>
        <source>Careful: %1. Click Train tokenizer again to train anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="212"/>
        <source>Training “%1”… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="252"/>
        <source>&amp;Corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="253"/>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="254"/>
        <source>&amp;Vocabulary size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="150"/>
        <source>&amp;Lowercase and strip accents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="150"/>
        <source>&amp;Lowercase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="151"/>
        <source>Lowercase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="153"/>
        <source>Lowercases the text, accents kept; RoBERTa keeps the case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="155"/>
        <source>Minimum pair frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="157"/>
        <source>Byte-level BPE: no pair seen fewer times is merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="255"/>
        <source>Minimum &amp;frequency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="256"/>
        <source>Character co&amp;verage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="257"/>
        <source>&amp;Special tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="258"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="259"/>
        <source>&amp;Train tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="260"/>
        <source>Byte-level BPE (RoBERTa)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="262"/>
        <source>Corpus to train on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="263"/>
        <source>Tokenizer kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="264"/>
        <source>Vocabulary size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="151"/>
        <source>Lowercase and strip accents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="156"/>
        <source>Minimum word frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="265"/>
        <source>Character coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="266"/>
        <source>Special tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="267"/>
        <source>Padding, unknown, classifier, separator and mask tokens, in that order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="268"/>
        <source>Tokenizer name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="269"/>
        <source>Train tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="270"/>
        <source>Training status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="271"/>
        <source>Number of tokens, special tokens included (BERT base: 30,522)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="154"/>
        <source>For uncased models; keep it off for Korean and for cased models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="158"/>
        <source>WordPiece: words seen fewer times are not learned from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="272"/>
        <source>SentencePiece: share of characters the vocabulary must cover; 0.9995 suits Korean, Chinese and Japanese</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::TryClassifierPanel</name>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="74"/>
        <source>Type a text; the models of the run shown above will label it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="83"/>
        <source>Classifying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="136"/>
        <source>Label probabilities of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="118"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="130"/>
        <source>Type a text to classify…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="131"/>
        <source>Text to classify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="132"/>
        <source>C&amp;lassify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="133"/>
        <source>Classify the text with each model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="134"/>
        <source>What each model decided</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::VocabExtensionPanel</name>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="122"/>
        <source>Open or create a project first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="126"/>
        <source>Choose the model whose vocabulary to extend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="131"/>
        <source>Import a domain corpus first (Corpus page): its words are the candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="147"/>
        <source>Counting the words of “%1” that the tokenizer cuts… (see Jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="173"/>
        <source>Made “%1”: the vocabulary grew from %2 to %3 tokens. The resized model and its tokenizer are in the project under that name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="196"/>
        <source>Add “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="205"/>
        <source>Tokens saved on the corpus if the word becomes one token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="212"/>
        <source>No word of “%1” seen at least %2 times is cut into pieces: lower the minimum frequency, or the vocabulary already suits this corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="216"/>
        <source>%n candidate word(s), the most tokens saved first. Tick the words to add.</source>
        <translation>
            <numerusform>%n candidate word, the most tokens saved first. Tick the words to add.</numerusform>
            <numerusform>%n candidate words, the most tokens saved first. Tick the words to add.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="239"/>
        <source>%1 of %2 words ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="247"/>
        <source>Find the candidates and tick the words to add first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="252"/>
        <source>Give the extended model a name without “/”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="260"/>
        <source>The project already has a model or tokenizer named “%1”: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="277"/>
        <source>Adding %n word(s) and resizing the model… (see Jobs)</source>
        <translation>
            <numerusform>Adding %n word and resizing the model… (see Jobs)</numerusform>
            <numerusform>Adding %n words and resizing the model… (see Jobs)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="295"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="296"/>
        <source>Domain c&amp;orpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="297"/>
        <source>Seen at &amp;least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="298"/>
        <source> times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="299"/>
        <source>&amp;Find candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Pieces today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Tokens saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="302"/>
        <source>&amp;Select top N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="303"/>
        <source>N&amp;ame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="304"/>
        <source>&amp;Extend vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="305"/>
        <source>Model whose vocabulary to extend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="306"/>
        <source>Domain corpus to find words in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="307"/>
        <source>Minimum word frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="308"/>
        <source>Find candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="309"/>
        <source>Candidate words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="310"/>
        <source>How many top words to select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="311"/>
        <source>Select top N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="312"/>
        <source>Words ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="313"/>
        <source>Name of the extended model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="314"/>
        <source>Extend vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="315"/>
        <source>Vocabulary extension status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="317"/>
        <source>A model with a WordPiece tokenizer (BERT, ELECTRA, KLUE-RoBERTa) or a byte-level BPE tokenizer (RoBERTa, ModernBERT); a BPE vocabulary gains merges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="319"/>
        <source>Ranks the corpus&apos;s words that the tokenizer cuts into pieces by the tokens they would save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="321"/>
        <source>Adds the ticked words; each new embedding starts as the mean of its pieces, so the model behaves as before on other text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ui::WorkflowNavigator</name>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="75"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="77"/>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="79"/>
        <source>needs an earlier step first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="81"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="95"/>
        <source>Open or create a project first, on the %1 page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="99"/>
        <source>Import a corpus of in-domain text first, on the %1 page: a tokenizer is trained, and a model pretrained, on one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="104"/>
        <source>Import a labelled set first, on the %1 page (its Labelled sets tab): fine-tuning learns your task from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="110"/>
        <source>Make or add a model first: continue pretraining one on the %1 page, or fine-tune one on the %2 page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="181"/>
        <source>%1. %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
