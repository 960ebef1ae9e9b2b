<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="10"/>
        <source>Project</source>
        <translation>프로젝트</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="12"/>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="14"/>
        <source>Tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="16"/>
        <source>Pretrain</source>
        <translation>사전학습</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="18"/>
        <source>Fine-tune</source>
        <translation>미세조정</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="20"/>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_steps.cpp" line="22"/>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="34"/>
        <source>%1 documents</source>
        <translation>문서 %1개</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="36"/>
        <source>%1 tokens</source>
        <translation>토큰 %1개</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="38"/>
        <source>%1 steps</source>
        <translation>%1 스텝</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="40"/>
        <source>%1 pieces</source>
        <translation>조각 %1개</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="55"/>
        <location filename="../ui/widgets/progress_text.cpp" line="69"/>
        <source>%1/s</source>
        <translation>%1/초</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="57"/>
        <source>%1 documents/s</source>
        <translation>초당 문서 %1개</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="59"/>
        <source>%1 tokens/s</source>
        <translation>초당 토큰 %1개</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="61"/>
        <source>%1 steps/s</source>
        <translation>초당 %1 스텝</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="63"/>
        <source>%1 pieces/s</source>
        <translation>초당 조각 %1개</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="65"/>
        <source>%1%/s</source>
        <translation>초당 %1%</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="86"/>
        <source>Cancelled.</source>
        <translation>취소했습니다.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="87"/>
        <source>Failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="93"/>
        <source>Queued</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="95"/>
        <source>Running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="97"/>
        <source>Paused</source>
        <translation>일시정지됨</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="99"/>
        <source>Finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="101"/>
        <source>Cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <location filename="../ui/widgets/progress_text.cpp" line="103"/>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
</context>
<context>
    <name>hw::Text</name>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="191"/>
        <source>%1: %2 invalid UTF-8 sequences replaced</source>
        <translation>%1: 잘못된 UTF-8 시퀀스 %2개를 바꿨습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="193"/>
        <source>%1: %2 over-long lines cut</source>
        <translation>%1: 너무 긴 줄 %2개를 잘랐습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="199"/>
        <source>%1: %2 malformed rows skipped, e.g. %3</source>
        <translation>%1: 잘못된 행 %2개를 건너뛰었습니다. 예: %3</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="241"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="242"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/corpus/corpus_import_job.cpp" line="243"/>
        <source>%n line(s) longer than %1 became %2 documents, split at sentence or word boundaries</source>
        <translation>
            <numerusform>%1보다 긴 줄 %n개가 문장이나 단어 경계에서 나뉘어 문서 %2개가 되었습니다</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="250"/>
        <source>Import corpus %1</source>
        <translation>코퍼스 %1 가져오기</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="288"/>
        <source>nowhere to put the corpus</source>
        <translation>코퍼스를 둘 곳이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="289"/>
        <source>give a project file, an output directory, or both</source>
        <translation>프로젝트 파일이나 출력 디렉터리, 또는 둘 다 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="307"/>
        <location filename="../core/corpus/corpus_import_job.cpp" line="325"/>
        <source>import cancelled; nothing was stored</source>
        <translation>가져오기가 취소되었습니다. 아무것도 저장하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="328"/>
        <source>%1 documents imported (%2 duplicates removed)</source>
        <translation>문서 %1개를 가져왔습니다 (중복 %2개 제거)</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="332"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="372"/>
        <source>cannot write the output</source>
        <translation>출력을 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="393"/>
        <source>importing</source>
        <translation>가져오는 중</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="450"/>
        <source>no documents left to import</source>
        <translation>가져올 문서가 남지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="451"/>
        <source>check the format and text field, or relax the length filters</source>
        <translation>형식과 텍스트 필드를 확인하거나 길이 필터를 완화하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="61"/>
        <source>validation %1% and test %2% leave too little for training</source>
        <translation>검증 %1%와 테스트 %2%로는 학습에 남는 것이 너무 적습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="65"/>
        <source>keep %1 and %2 together at 90% or less</source>
        <translation>%1과 %2의 합을 90% 이하로 두세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="73"/>
        <source>the project already has a labelled set named &apos;%1&apos;</source>
        <translation>프로젝트에 이미 &apos;%1&apos;이라는 레이블 데이터셋이 있습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="74"/>
        <location filename="../core/project/artefact_renaming.cpp" line="28"/>
        <location filename="../core/project/artefact_store.cpp" line="84"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="101"/>
        <source>choose another name</source>
        <translation>다른 이름을 고르세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="106"/>
        <location filename="../core/corpus/labelled_import_job.cpp" line="157"/>
        <source>reading labelled examples</source>
        <translation>레이블 예제 읽는 중</translation>
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
        <translation>취소됨</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="159"/>
        <source>%1 labelled examples, %2 labels</source>
        <translation>레이블 예제 %1개, 레이블 %2개</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.h" line="36"/>
        <source>Import labelled set %1</source>
        <translation>레이블 데이터셋 %1 가져오기</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="168"/>
        <source>tokenizing the corpus</source>
        <translation>코퍼스 토큰화 중</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="197"/>
        <location filename="../core/train/cluster_launch.cpp" line="49"/>
        <source>the project has no corpus named &apos;%1&apos;</source>
        <translation>프로젝트에 &apos;%1&apos;이라는 코퍼스가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="199"/>
        <source>import a corpus into the project first</source>
        <translation>먼저 프로젝트에 코퍼스를 가져오세요</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="200"/>
        <location filename="../core/model/model_presets.cpp" line="211"/>
        <location filename="../core/project/artefact_argument.cpp" line="123"/>
        <location filename="../core/project/labelled_set_files.cpp" line="25"/>
        <source>choose one of: %1</source>
        <translation>다음 중에서 고르세요: %1</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="209"/>
        <source>tokenizing corpus &apos;%1&apos;</source>
        <translation>코퍼스 &apos;%1&apos; 토큰화 중</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="244"/>
        <source>no corpus given</source>
        <translation>코퍼스를 지정하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="245"/>
        <source>name corpus files, or corpora of the project</source>
        <translation>코퍼스 파일이나 프로젝트의 코퍼스를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="301"/>
        <source>all %1 documents fell into the validation split</source>
        <translation>문서 %1개가 모두 검증 분할에 들어갔습니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="304"/>
        <source>add documents or lower the validation share (identical documents always land on the same side)</source>
        <translation>문서를 더하거나 검증 비율을 낮추세요 (같은 문서는 늘 같은 쪽에 들어갑니다)</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="306"/>
        <source>the corpus has no text to train on</source>
        <translation>코퍼스에 학습할 텍스트가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="307"/>
        <source>check the format and the text field of the corpus files</source>
        <translation>코퍼스 파일의 형식과 텍스트 필드를 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="327"/>
        <source>cannot store the tokenized dataset</source>
        <translation>토큰화된 데이터셋을 저장할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/pretraining_data.cpp" line="328"/>
        <source>check permissions of the cache folder</source>
        <translation>캐시 폴더의 권한을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/demo/demo_preparation_job.cpp" line="104"/>
        <location filename="../core/demo/demo_preparation_job.cpp" line="109"/>
        <source>recording the base model</source>
        <translation>기본 모델 기록 중</translation>
    </message>
    <message>
        <location filename="../core/demo/demo_preparation_job.cpp" line="110"/>
        <source>the demo project is ready</source>
        <translation>데모 프로젝트가 준비되었습니다</translation>
    </message>
    <message>
        <location filename="../core/demo/demo_preparation_job.cpp" line="103"/>
        <source>cancelled; the demo project keeps what was made</source>
        <translation>취소됨. 데모 프로젝트에는 만들어진 것이 남습니다</translation>
    </message>
    <message>
        <location filename="../core/demo/demo_preparation_job.h" line="26"/>
        <source>Prepare the demo project</source>
        <translation>데모 프로젝트 준비</translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="69"/>
        <source>no text to predict: the input holds no record</source>
        <translation>예측할 텍스트가 없습니다: 입력에 레코드가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="70"/>
        <source>give a file with one text per line, or JSONL, CSV or TSV records with a text field</source>
        <translation>한 줄에 텍스트 하나인 파일이나, 텍스트 필드가 있는 JSONL, CSV 또는 TSV 레코드를 주세요</translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="75"/>
        <source>no text to predict: no record has a text in the field &apos;%1&apos; (%2 read)</source>
        <translation>예측할 텍스트가 없습니다: &apos;%1&apos; 필드에 텍스트가 있는 레코드가 없습니다 (%2개 읽음)</translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="80"/>
        <source>name the field that holds the text with %1; the first record has the fields %2</source>
        <translation>텍스트가 든 필드를 %1(으)로 지정하세요. 첫 레코드의 필드는 %2입니다</translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_input.cpp" line="83"/>
        <source>name the field that holds the text with %1 (e.g. %2)</source>
        <translation>텍스트가 든 필드를 %1(으)로 지정하세요 (예: %2)</translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.cpp" line="93"/>
        <source>%1 neither classifies texts nor fills masks</source>
        <translation>%1은(는) 텍스트를 분류하지도 마스크를 채우지도 않습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.cpp" line="95"/>
        <source>give a fine-tuned classifier or a masked-LM model</source>
        <translation>미세 조정된 분류기나 마스크 언어 모델을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="196"/>
        <location filename="../core/eval/prediction_input.cpp" line="36"/>
        <source>empty text</source>
        <translation>빈 텍스트</translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.cpp" line="132"/>
        <source>prediction cancelled; nothing was written</source>
        <translation>예측이 취소되었습니다. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.cpp" line="155"/>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="66"/>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="73"/>
        <location filename="../core/eval/mask_fill_job.cpp" line="43"/>
        <location filename="../core/eval/mask_fill_job.cpp" line="55"/>
        <source>predicting</source>
        <translation>예측 중</translation>
    </message>
    <message>
        <location filename="../core/eval/batch_prediction_job.h" line="43"/>
        <source>Predict with %1</source>
        <translation>%1(으)로 예측</translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="21"/>
        <source>Evaluate %1</source>
        <translation>%1 평가</translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="58"/>
        <source>unknown split &apos;%1&apos;</source>
        <translation>알 수 없는 분할 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="60"/>
        <source>choose train, validation or test</source>
        <translation>train, validation, test 중에서 고르세요</translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="64"/>
        <source>no labelled data to evaluate on</source>
        <translation>평가할 레이블 데이터가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="65"/>
        <source>give a labelled file, or a labelled set of the project</source>
        <translation>레이블 파일이나 프로젝트의 레이블 데이터셋을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="84"/>
        <source>evaluated, but not recorded in the project: %1</source>
        <translation>평가했지만 프로젝트에 기록하지 못했습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation_job.cpp" line="86"/>
        <source>%1 examples, macro-F1 %2</source>
        <translation>예제 %1개, macro-F1 %2</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="72"/>
        <source>Fine-tune %1</source>
        <translation>%1 미세 조정</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="73"/>
        <source>Fine-tune and compare %1</source>
        <translation>%1 미세 조정 후 비교</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="143"/>
        <source>fine-tuned, but not recorded in the project: %1</source>
        <translation>미세 조정했지만 프로젝트에 기록하지 못했습니다: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/finetune_comparison_job.cpp" line="146"/>
        <source>fine-tuned %n model(s) × %1 seed(s)</source>
        <translation>
            <numerusform>모델 %n개 × 시드 %1개를 미세 조정함</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="152"/>
        <source>no model to fine-tune</source>
        <translation>미세 조정할 모델이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="153"/>
        <source>give a model directory; repeat to compare</source>
        <translation>모델 디렉터리를 지정하세요. 여러 개를 주면 비교합니다</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="158"/>
        <source>%1 names for %2 models</source>
        <translation>모델 %2개에 이름 %1개</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="160"/>
        <source>give one distinct name per model, in the same order</source>
        <translation>모델마다 서로 다른 이름을 같은 순서로 하나씩 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_comparison_job.cpp" line="174"/>
        <source>the run&apos;s curves are not kept in the project: %1</source>
        <translation>실행의 곡선을 프로젝트에 보관하지 못했습니다: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/mask_fill_job.h" line="26"/>
        <source>Mask-fill of %n model(s)</source>
        <translation>
            <numerusform>모델 %n개의 마스크 채우기</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="33"/>
        <source>%1 has no trained masked-LM head, so it has no perplexity</source>
        <translation>%1에는 학습된 마스크 언어 모델 헤드가 없어 퍼플렉서티가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="37"/>
        <source>score a classifier on labelled data, or give the pretrained model it was fine-tuned from</source>
        <translation>분류기는 레이블 데이터로 평가하거나, 미세 조정 전의 사전학습 모델을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="39"/>
        <source>give a model with a masked-LM head (BertForMaskedLM, BertForPreTraining or ElectraForMaskedLM)</source>
        <translation>마스크 언어 모델 헤드가 있는 모델(BertForMaskedLM, BertForPreTraining, ElectraForMaskedLM)을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="100"/>
        <source>measuring perplexity</source>
        <translation>퍼플렉서티 측정 중</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="107"/>
        <source>no text to score</source>
        <translation>점수를 낼 텍스트가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity.cpp" line="108"/>
        <source>give held-out text with at least a few words (a project corpus needs a non-empty split)</source>
        <translation>단어가 몇 개 이상 든 평가용 텍스트를 지정하세요 (프로젝트 코퍼스라면 분할이 비어 있지 않아야 합니다)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/perplexity_job.h" line="33"/>
        <source>Perplexity of %n model(s)</source>
        <translation>
            <numerusform>모델 %n개의 퍼플렉서티</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="18"/>
        <source>no model</source>
        <translation>모델이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="19"/>
        <source>no fine-tuned model to ask</source>
        <translation>물어볼 미세 조정 모델이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="19"/>
        <location filename="../core/eval/text_classifier.cpp" line="62"/>
        <source>Try it</source>
        <translation>해 보기</translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="20"/>
        <source>choose a fine-tuning run with results</source>
        <translation>결과가 있는 미세 조정 실행을 고르세요</translation>
    </message>
    <message>
        <location filename="../core/eval/text_classification_job.cpp" line="27"/>
        <location filename="../core/eval/text_classification_job.cpp" line="39"/>
        <source>classifying</source>
        <translation>분류 중</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/text_classification_job.cpp" line="41"/>
        <source>classified with %n model(s)</source>
        <translation>
            <numerusform>모델 %n개로 분류함</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/text_classification_job.h" line="33"/>
        <source>Classify a text with %n model(s)</source>
        <translation>
            <numerusform>모델 %n개로 텍스트 분류</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="23"/>
        <source>%1 verified on %2 sample texts (largest logit difference %3)</source>
        <translation>%1: 샘플 텍스트 %2개로 검증함 (최대 로짓 차이 %3)</translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="61"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="205"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="228"/>
        <source>cancelled; nothing was written</source>
        <translation>취소됨. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="65"/>
        <source>exported</source>
        <translation>내보냄</translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="71"/>
        <source>exported, but not recorded in the project: %1</source>
        <translation>내보냈지만 프로젝트에 기록하지 못했습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="79"/>
        <source>int8 keeps %1% of the sample predictions</source>
        <translation>int8이 샘플 예측의 %1%를 그대로 냅니다</translation>
    </message>
    <message>
        <location filename="../core/export/export_job.cpp" line="81"/>
        <source>exported %1 parameters to %2; %3</source>
        <translation>매개변수 %1개를 %2에 내보냄. %3</translation>
    </message>
    <message>
        <location filename="../core/export/export_job.h" line="38"/>
        <source>Export %1</source>
        <translation>%1 내보내기</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="44"/>
        <source>writing the int8 model</source>
        <translation>int8 모델 쓰는 중</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="53"/>
        <source>checking the int8 model</source>
        <translation>int8 모델 검증 중</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="74"/>
        <location filename="../core/project/key_figures.cpp" line="76"/>
        <source>int8 model</source>
        <translation>int8 모델</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="80"/>
        <source>measuring the int8 model on labelled examples</source>
        <translation>레이블된 예시로 int8 모델 측정 중</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="97"/>
        <source>cannot create the ONNX folder</source>
        <translation>ONNX 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="99"/>
        <source>writing the ONNX model</source>
        <translation>ONNX 모델 쓰는 중</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="119"/>
        <source>checking the ONNX model</source>
        <translation>ONNX 모델 검증 중</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="132"/>
        <location filename="../core/project/key_figures.cpp" line="73"/>
        <source>ONNX model</source>
        <translation>ONNX 모델</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_folder.cpp" line="135"/>
        <source>the ONNX model&apos;s logits differ from the source&apos;s by %1 (allowed %2)</source>
        <translation>ONNX 모델의 로짓이 원본과 %1만큼 다릅니다 (허용 %2)</translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_verification.cpp" line="57"/>
        <source>the model computes NaN or infinite logits on the sample inputs, so its export cannot be checked: its weights are damaged</source>
        <translation>모델이 샘플 입력에서 NaN 또는 무한대 로짓을 계산하므로 내보내기를 검증할 수 없습니다: 가중치가 손상되었습니다</translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_verification.cpp" line="59"/>
        <source>nothing was written; export an earlier checkpoint of the model</source>
        <translation>아무것도 쓰지 않았습니다. 모델의 이전 체크포인트를 내보내세요</translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_verification.cpp" line="62"/>
        <source>the %1 computes NaN or infinite logits where the source&apos;s are finite</source>
        <translation>원본의 로짓은 유한한데 %1은(는) NaN 또는 무한대 로짓을 계산합니다</translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_verification.cpp" line="63"/>
        <location filename="../core/export/internal/onnx_folder.cpp" line="138"/>
        <location filename="../core/export/model_export.cpp" line="61"/>
        <location filename="../core/export/model_export.cpp" line="71"/>
        <source>nothing was written; report this model</source>
        <translation>아무것도 쓰지 않았습니다. 이 모델을 신고해 주세요</translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="60"/>
        <source>the export does not load back: %1</source>
        <translation>내보낸 결과를 다시 불러올 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="65"/>
        <source>export</source>
        <translation>내보낸 모델</translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="68"/>
        <source>the export&apos;s logits differ from the source&apos;s by %1 (allowed %2)</source>
        <translation>내보낸 모델의 로짓이 원본과 %1만큼 다릅니다 (허용 %2)</translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="146"/>
        <source>loading the model</source>
        <translation>모델 불러오는 중</translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="198"/>
        <source>checking the Hugging Face directory</source>
        <translation>Hugging Face 디렉터리 검증 중</translation>
    </message>
    <message>
        <location filename="../core/export/model_export.cpp" line="211"/>
        <source>writing the Hugging Face directory</source>
        <translation>Hugging Face 디렉터리 쓰는 중</translation>
    </message>
    <message>
        <location filename="../core/jobs/job_manager.cpp" line="95"/>
        <location filename="../core/jobs/job_manager.cpp" line="240"/>
        <source>cancelled before it started</source>
        <translation>시작하기 전에 취소됨</translation>
    </message>
    <message>
        <location filename="../core/jobs/job_manager.cpp" line="373"/>
        <source>no such job</source>
        <translation>그런 작업이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/new_model_job.cpp" line="22"/>
        <location filename="../core/model_io/new_model_job.cpp" line="34"/>
        <source>initialising the model</source>
        <translation>모델 초기화 중</translation>
    </message>
    <message>
        <location filename="../core/model_io/new_model_job.cpp" line="40"/>
        <source>created %1 (%2 parameters)</source>
        <translation>%1 만듦 (매개변수 %2개)</translation>
    </message>
    <message>
        <location filename="../core/model_io/new_model_job.h" line="24"/>
        <source>New model %1</source>
        <translation>새 모델 %1</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="27"/>
        <source>Rank vocabulary candidates for %1</source>
        <translation>%1의 어휘 후보 순위 매기기</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="29"/>
        <source>Extend the vocabulary of %1</source>
        <translation>%1의 어휘 확장</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="46"/>
        <source>a project corpus is named without a project</source>
        <translation>프로젝트 없이 프로젝트 코퍼스를 지정했습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="47"/>
        <source>give the project too, or the corpus as text files</source>
        <translation>프로젝트도 지정하거나 코퍼스를 텍스트 파일로 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="74"/>
        <source>corpus &apos;%1&apos;</source>
        <translation>코퍼스 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="83"/>
        <source>extended, but not recorded in the project: %1</source>
        <translation>확장했지만 프로젝트에 기록하지 못했습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension_job.cpp" line="85"/>
        <source>%1 words (vocabulary %2 -&gt; %3)</source>
        <translation>단어 %1개 (어휘 %2 -&gt; %3)</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_transfer.cpp" line="116"/>
        <source>Resize %1 for the tokenizer %2</source>
        <translation>%1을(를) 토크나이저 %2에 맞게 크기 조정</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_transfer.cpp" line="128"/>
        <location filename="../core/model_io/vocab_transfer.cpp" line="140"/>
        <source>resizing the model</source>
        <translation>모델 크기 조정 중</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_transfer.cpp" line="138"/>
        <source>resized, but not recorded in the project: %1</source>
        <translation>크기를 바꿨지만 프로젝트에 기록하지 못했습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_transfer.cpp" line="141"/>
        <source>%1 tokens: %2 kept, %3 composed of pieces, %4 new</source>
        <translation>토큰 %1개: %2개 유지, %3개 조각에서 조합, %4개 새로 만듦</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="37"/>
        <location filename="../core/project/artefact_renaming.cpp" line="32"/>
        <source>%1 &apos;%2&apos; is in use by the job &apos;%3&apos;</source>
        <translation>%1 &apos;%2&apos;을(를) 작업 &apos;%3&apos;이(가) 쓰고 있습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="42"/>
        <source>wait for the job to end or cancel it, then delete</source>
        <translation>작업이 끝나기를 기다리거나 취소한 뒤 삭제하세요</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="52"/>
        <source>%1 was made from %2 &apos;%3&apos;</source>
        <translation>%1은(는) %2 &apos;%3&apos;에서 만들어졌습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="55"/>
        <source>delete those first, so that their lineage stays whole</source>
        <translation>계보가 끊기지 않도록 그것들을 먼저 삭제하세요</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="64"/>
        <source>cannot remove the files of &apos;%1&apos;</source>
        <translation>&apos;%1&apos;의 파일을 지울 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="65"/>
        <source>check that nothing else has them open</source>
        <translation>다른 프로그램이 파일을 열고 있지 않은지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="74"/>
        <source>cannot start deleting &apos;%1&apos;</source>
        <translation>&apos;%1&apos;의 삭제를 시작할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="79"/>
        <source>cannot delete &apos;%1&apos;</source>
        <translation>&apos;%1&apos;을(를) 삭제할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="86"/>
        <source>cannot delete the documents of &apos;%1&apos;</source>
        <translation>&apos;%1&apos;의 문서를 삭제할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_deletion.cpp" line="89"/>
        <source>cannot commit deleting &apos;%1&apos;</source>
        <translation>&apos;%1&apos;의 삭제를 커밋할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_line_export.cpp" line="28"/>
        <source>cannot write the corpus as lines</source>
        <translation>코퍼스를 줄 단위로 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_line_export.cpp" line="29"/>
        <source>check free disk space and that the project folder is writable</source>
        <translation>디스크 여유 공간과 프로젝트 폴더의 쓰기 권한을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_line_export.cpp" line="33"/>
        <source>reading corpus &apos;%1&apos;</source>
        <translation>코퍼스 &apos;%1&apos; 읽는 중</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="94"/>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="99"/>
        <location filename="../core/tokenize/domain_terms.cpp" line="20"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="149"/>
        <source>counting words</source>
        <translation>단어 세는 중</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="112"/>
        <location filename="../core/tokenize/domain_terms.cpp" line="25"/>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="111"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="90"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="158"/>
        <source>the corpus holds no text</source>
        <translation>코퍼스에 텍스트가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="113"/>
        <location filename="../core/tokenize/domain_terms.cpp" line="26"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="91"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="159"/>
        <source>give UTF-8 text files with at least one non-empty line</source>
        <translation>비어 있지 않은 줄이 하나 이상인 UTF-8 텍스트 파일을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="211"/>
        <source>vocabulary size %1 is smaller than the %2 special tokens and byte characters a byte-level BPE starts from</source>
        <translation>어휘 크기 %1이(가) 바이트 수준 BPE가 처음부터 갖는 특수 토큰과 바이트 문자 %2개보다 작습니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="30"/>
        <source>Compare how %n tokenizer(s) cut %1</source>
        <translation>
            <numerusform>토크나이저 %n개가 %1을(를) 나누는 정도 비교</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="51"/>
        <source>no tokenizer to measure</source>
        <translation>측정할 토크나이저가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="52"/>
        <source>choose at least one tokenizer or model</source>
        <translation>토크나이저나 모델을 하나 이상 고르세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="76"/>
        <source>no corpus to measure on</source>
        <translation>측정할 코퍼스가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="77"/>
        <source>choose a project corpus or give text files</source>
        <translation>프로젝트 코퍼스를 고르거나 텍스트 파일을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="94"/>
        <source>tokenizing</source>
        <translation>토큰화 중</translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="112"/>
        <source>choose a corpus with at least one non-empty document</source>
        <translation>비어 있지 않은 문서가 하나 이상인 코퍼스를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/fragmentation_comparison_job.cpp" line="115"/>
        <source>%1 texts measured</source>
        <translation>텍스트 %1개 측정함</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="44"/>
        <source>reading corpus</source>
        <translation>코퍼스 읽는 중</translation>
    </message>
    <message>
        <location filename="../core/tokenize/bpe_merge_learner.cpp" line="164"/>
        <location filename="../core/tokenize/bpe_merge_learner.cpp" line="167"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="49"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="59"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="77"/>
        <source>learning merges</source>
        <translation>병합 규칙 학습 중</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="50"/>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="63"/>
        <source>pruning pieces</source>
        <translation>조각 가지치기 중</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="81"/>
        <source>the SentencePiece training helper is not installed</source>
        <translation>SentencePiece 학습 도우미가 설치되어 있지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="83"/>
        <source>reinstall Headwater; the helper belongs in lib/headwater</source>
        <translation>Headwater를 다시 설치하세요. 도우미는 lib/headwater에 있어야 합니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="120"/>
        <source>cannot start SentencePiece training (%1)</source>
        <translation>SentencePiece 학습을 시작할 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="121"/>
        <source>check the installation</source>
        <translation>설치를 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="134"/>
        <source>SentencePiece training failed: %1</source>
        <translation>SentencePiece 학습이 실패했습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="135"/>
        <source>exit code %1</source>
        <translation>종료 코드 %1</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_training.cpp" line="138"/>
        <source>adjust %1 or %2 as the message says, or give more text</source>
        <translation>메시지에 따라 %1이나 %2을(를) 조정하거나 텍스트를 더 주세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="56"/>
        <source>Train %1 tokenizer (%2 tokens)</source>
        <translation>%1 토크나이저 학습(토큰 %2개)</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="363"/>
        <location filename="../core/corpus/labelled_import_job.cpp" line="79"/>
        <location filename="../core/model_io/model_directory.cpp" line="141"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="212"/>
        <source>output directory already exists and is not empty</source>
        <translation>출력 디렉터리가 이미 있고 비어 있지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="364"/>
        <location filename="../core/corpus/labelled_import_job.cpp" line="80"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="213"/>
        <source>choose a new folder</source>
        <translation>새 폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="97"/>
        <source>the tokenizer has no name</source>
        <translation>토크나이저에 이름이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="100"/>
        <source>the project already has a tokenizer named &apos;%1&apos;</source>
        <translation>프로젝트에 이미 &apos;%1&apos;이라는 토크나이저가 있습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="141"/>
        <source>lowercasing strips accents, which breaks every Hangul syllable into its jamo (“한” becomes “ㅎㅏㄴ”), and %1% of this corpus&apos;s letters are Hangul: keep lowercasing off for Korean</source>
        <translation>소문자 변환은 악센트도 제거하므로 모든 한글 음절이 자모로 분해됩니다(“한”이 “ㅎㅏㄴ”이 됨). 이 말뭉치 글자의 %1%가 한글이니 한국어에는 소문자 변환을 끄세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="180"/>
        <source>the trained model was not written in full</source>
        <translation>학습한 모델이 끝까지 기록되지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="215"/>
        <source>vocabulary size %1 is too small</source>
        <translation>어휘 크기 %1은(는) 너무 작습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="217"/>
        <source>give at least 16 (BERT uses 30522)</source>
        <translation>16 이상을 지정하세요 (BERT는 30522)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="223"/>
        <source>cannot create a staging folder</source>
        <translation>임시 작업 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="244"/>
        <source>tokenizer written to %1</source>
        <translation>토크나이저를 %1에 썼습니다</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.h" line="46"/>
        <source>Fine-tuning</source>
        <translation>미세 조정</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="21"/>
        <location filename="../core/train/pretrain_settings.cpp" line="112"/>
        <source>Epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="22"/>
        <source>Passes over the training examples</source>
        <translation>학습 예제를 훑는 횟수</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="25"/>
        <location filename="../core/train/pretrain_settings.cpp" line="81"/>
        <source>Learning rate</source>
        <translation>학습률</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="26"/>
        <source>Peak learning rate: 2e-5 to 5e-5 suits a fully pretrained encoder; one with little pretraining (a new model, a short run) learns almost nothing at 2e-5: use 1e-4 or more</source>
        <translation>최대 학습률: 충분히 사전학습된 인코더에는 2e-5에서 5e-5가 알맞습니다. 사전학습이 적은 모델(새 모델, 짧은 실행)은 2e-5로는 거의 배우지 못하므로 1e-4 이상을 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="33"/>
        <location filename="../core/train/pretrain_settings.cpp" line="69"/>
        <source>Batch size</source>
        <translation>배치 크기</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="34"/>
        <location filename="../core/train/pretrain_settings.cpp" line="70"/>
        <source>Examples per step on the device; lower it when memory runs out</source>
        <translation>장치에서 한 스텝에 처리할 예제 수. 메모리가 부족하면 낮추세요</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="40"/>
        <source>Maximum length</source>
        <translation>최대 길이</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="41"/>
        <source>Tokens per text, special tokens included; longer texts are cut</source>
        <translation>텍스트당 토큰 수(특수 토큰 포함). 더 긴 텍스트는 잘립니다</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="46"/>
        <source>Warm-up share</source>
        <translation>워밍업 비율</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="47"/>
        <source>Share of the steps over which the learning rate rises from zero</source>
        <translation>학습률이 0에서 올라가는 스텝의 비율</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="51"/>
        <location filename="../core/train/pretrain_settings.cpp" line="87"/>
        <source>Weight decay</source>
        <translation>가중치 감쇠</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="52"/>
        <source>AdamW&apos;s decoupled weight decay, not applied to biases and LayerNorm weights</source>
        <translation>AdamW의 분리된 가중치 감쇠. 편향과 LayerNorm 가중치에는 적용하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="57"/>
        <location filename="../core/train/pretrain_settings.cpp" line="158"/>
        <source>Early-stopping patience</source>
        <translation>조기 종료 인내</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="58"/>
        <source>Epochs without a better validation macro-F1 before stopping (0: never)</source>
        <translation>검증 macro-F1이 나아지지 않은 에포크가 이만큼 이어지면 멈춥니다 (0: 멈추지 않음)</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="64"/>
        <source>Seeds</source>
        <translation>시드 수</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="65"/>
        <source>Runs per model with seeds seed, seed+1, ...: the spread over seeds shows what is noise</source>
        <translation>모델마다 시드 seed, seed+1, ...로 반복 실행합니다. 시드에 따른 편차가 무엇이 잡음인지 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="70"/>
        <source>First seed</source>
        <translation>첫 시드</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_settings.cpp" line="71"/>
        <source>The first run&apos;s seed</source>
        <translation>첫 실행의 시드</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="135"/>
        <source>waiting for rank 0 to prepare the corpus</source>
        <translation>랭크 0이 코퍼스를 준비하기를 기다리는 중</translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="81"/>
        <source>waiting for rank 0 to start seed %1</source>
        <translation>랭크 0이 시드 %1을(를) 시작하기를 기다리는 중</translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="82"/>
        <location filename="../core/train/pretrain_job.cpp" line="154"/>
        <source>receiving rank 0&apos;s starting weights</source>
        <translation>랭크 0의 시작 가중치를 받는 중</translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="144"/>
        <source>counting the examples of step %1</source>
        <translation>%1단계의 예제 수를 세는 중</translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="187"/>
        <source>adding up the loss of epoch %1</source>
        <translation>%1 에폭의 손실을 합산하는 중</translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="210"/>
        <source>waiting for rank 0 to evaluate epoch %1</source>
        <translation>랭크 0이 %1 에폭을 평가하기를 기다리는 중</translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="211"/>
        <source>sharing the evaluation of epoch %1</source>
        <translation>%1 에폭의 평가 결과를 나누는 중</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="149"/>
        <source>%1 epochs are %2 steps</source>
        <translation>%1 에폭은 %2 스텝입니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="157"/>
        <source>cancelled while tokenizing</source>
        <translation>토큰화 중에 취소됨</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="171"/>
        <source>out of memory on %1 with batches of %2 x %3 tokens</source>
        <translation>%1에서 %2 x %3 토큰 배치로 메모리가 부족합니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="176"/>
        <source>lower %1 (raise %2 to keep the effective batch) or %3, or use bf16 %4; the last checkpoint is %5</source>
        <translation>%1을(를) 낮추거나(유효 배치를 유지하려면 %2을(를) 올리세요) %3을(를) 낮추거나 %4에서 bf16을 쓰세요. 마지막 체크포인트는 %5입니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="199"/>
        <source>the model was saved in %1 but not recorded in the project: %2</source>
        <translation>모델은 %1에 저장했지만 프로젝트에 기록하지 못했습니다: %2</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="206"/>
        <source>cancelled at step %1; resume from %2</source>
        <translation>스텝 %1에서 취소됨. %2에서 이어 할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="208"/>
        <source>pretrained %1 steps (%2)</source>
        <translation>%1 스텝 사전학습함 (%2)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="298"/>
        <source>dataset %1: %2 training and %3 validation tokens%4</source>
        <translation>데이터셋 %1: 학습 토큰 %2개, 검증 토큰 %3개%4</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="302"/>
        <source> (cached)</source>
        <translation> (캐시에서)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="304"/>
        <source>the corpus has no validation documents: evaluation is skipped (hold out a validation share when importing)</source>
        <translation>코퍼스에 검증 문서가 없어 평가를 건너뜁니다 (가져올 때 검증 비율을 떼어 두세요)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="342"/>
        <source>%1 training and %2 validation examples of up to %3 tokens</source>
        <translation>최대 %3 토큰의 학습 예제 %1개, 검증 예제 %2개</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="351"/>
        <source>evaluation scores %1</source>
        <translation>평가 대상: %1</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="387"/>
        <source>resuming from %1 at step %2</source>
        <translation>%1에서 스텝 %2부터 이어 합니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="444"/>
        <source>sharing the evaluation of step %1</source>
        <translation>%1단계의 평가 결과를 나누는 중</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="558"/>
        <source>agreeing whether to stop before step %1</source>
        <translation>%1단계 전에 멈출지 합의하는 중</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="107"/>
        <source>see why that rank stopped, then start all %1 processes again</source>
        <translation>그 랭크가 멈춘 이유를 확인한 뒤 프로세스 %1개를 모두 다시 시작하세요</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="116"/>
        <source>fine-tuning cancelled</source>
        <translation>미세 조정이 취소되었습니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/train/finetune_job.cpp" line="118"/>
        <source>fine-tuned %n seed(s)</source>
        <translation>
            <numerusform>시드 %n개를 미세 조정함</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="126"/>
        <location filename="../core/train/pretrain_job.cpp" line="219"/>
        <source>no output folder given</source>
        <translation>출력 폴더를 지정하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="127"/>
        <source>name a folder for the fine-tuned models</source>
        <translation>미세 조정한 모델을 둘 폴더를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="130"/>
        <source>give a Hugging Face model directory</source>
        <translation>Hugging Face 모델 디렉터리를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="168"/>
        <source>the training file has no labelled examples</source>
        <translation>학습 파일에 레이블 예제가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="192"/>
        <source>%1: %2 rows left out, e.g. %3</source>
        <translation>%1: 행 %2개를 뺐습니다. 예: %3</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="207"/>
        <source>%1 validation examples also in the training file were left out of the validation set</source>
        <translation>학습 파일에도 있는 검증 예제 %1개를 검증 세트에서 뺐습니다</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="208"/>
        <source>%1 test examples also in the training file were left out of the test set</source>
        <translation>학습 파일에도 있는 테스트 예제 %1개를 테스트 세트에서 뺐습니다</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="219"/>
        <source>no validation file: %1 training examples held out for validation</source>
        <translation>검증 파일 없음: 학습 예제 %1개를 검증용으로 떼어 두었습니다</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="246"/>
        <source>%1 labels (%2), %3 training / %4 validation / %5 test examples</source>
        <translation>레이블 %1개 (%2), 학습 %3 / 검증 %4 / 테스트 %5 예제</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="248"/>
        <source>single-label</source>
        <translation>단일 레이블</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="273"/>
        <source>seed %1 (%2 of %3)</source>
        <translation>시드 %1 (%3회 중 %2회째)</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="274"/>
        <source>%1, seed %2 (run %3 of %4)</source>
        <translation>%1, 시드 %2 (%4회 중 %3회째)</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="288"/>
        <source>seed %1: best epoch %2, validation macro-F1 %3, %4</source>
        <translation>시드 %1: 최적 에폭 %2, 검증 macro-F1 %3, %4</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="293"/>
        <source>no test examples</source>
        <translation>테스트 예제 없음</translation>
    </message>
    <message>
        <location filename="../core/train/finetune_job.cpp" line="294"/>
        <source>test macro-F1 %1</source>
        <translation>테스트 macro-F1 %1</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="220"/>
        <source>name a folder for checkpoints and the final model</source>
        <translation>체크포인트와 최종 모델을 둘 폴더를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="222"/>
        <source>the output folder already holds a run (%1)</source>
        <translation>출력 폴더에 이미 실행이 있습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="225"/>
        <source>resume it (%1), or choose another %2</source>
        <translation>그 실행을 이어 하거나(%1) 다른 %2을(를) 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="230"/>
        <source>there is no checkpoint to resume from</source>
        <translation>이어 할 체크포인트가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="231"/>
        <source>start the run anew, or give the folder of the run that wrote checkpoints</source>
        <translation>실행을 새로 시작하거나 체크포인트를 쓴 실행의 폴더를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="41"/>
        <location filename="../core/train/finetune_job.cpp" line="129"/>
        <location filename="../core/train/pretrain_job.cpp" line="233"/>
        <source>model directory does not exist</source>
        <translation>모델 디렉터리가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="42"/>
        <source>give the folder that holds config.json and the weights</source>
        <translation>config.json과 가중치가 든 폴더를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="55"/>
        <source>sharded pytorch_model.bin checkpoints are not supported</source>
        <translation>여러 조각으로 나뉜 pytorch_model.bin 체크포인트는 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="56"/>
        <source>save the model with safe_serialization=True (model.safetensors) in transformers</source>
        <translation>transformers에서 safe_serialization=True로 모델을 저장하세요 (model.safetensors)</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="59"/>
        <source>only TensorFlow weights (tf_model.h5) are present</source>
        <translation>TensorFlow 가중치(tf_model.h5)만 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="60"/>
        <source>convert them with transformers (from_pretrained(..., from_tf=True) then save_pretrained)</source>
        <translation>transformers로 변환하세요 (from_pretrained(..., from_tf=True) 후 save_pretrained)</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="63"/>
        <source>no weights file found</source>
        <translation>가중치 파일이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="64"/>
        <source>the folder needs model.safetensors, model.safetensors.index.json or pytorch_model.bin</source>
        <translation>폴더에 model.safetensors, model.safetensors.index.json 또는 pytorch_model.bin이 있어야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="88"/>
        <source>no config.json in the model directory</source>
        <translation>모델 디렉터리에 config.json이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="89"/>
        <source>a Hugging Face model directory holds config.json next to its weights</source>
        <translation>Hugging Face 모델 디렉터리에는 가중치 옆에 config.json이 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="104"/>
        <source>cannot load a %1 checkpoint as %2</source>
        <translation>%1 체크포인트를 %2(으)로 불러올 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="106"/>
        <source>choose an architecture of the same model family</source>
        <translation>같은 모델 계열의 아키텍처를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="196"/>
        <source>cannot replace the existing output directory</source>
        <translation>기존 출력 디렉터리를 바꿀 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="197"/>
        <source>check that you may write to it and its parent folder</source>
        <translation>그 폴더와 상위 폴더에 쓸 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="203"/>
        <source>check that you may write to the parent folder</source>
        <translation>상위 폴더에 쓸 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="127"/>
        <source>output path is a file, not a directory</source>
        <translation>출력 경로가 디렉터리가 아니라 파일입니다</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="74"/>
        <source>the output is a symbolic link to %1, which does not exist</source>
        <translation>출력이 존재하지 않는 %1을(를) 가리키는 심볼릭 링크입니다</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="75"/>
        <source>give a file path, or create the file the link points to</source>
        <translation>파일 경로를 주거나, 링크가 가리키는 파일을 먼저 만드세요</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="88"/>
        <source>the output is a folder, not a file</source>
        <translation>출력이 파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="89"/>
        <source>give a file path (for example inside this folder)</source>
        <translation>파일 경로를 주세요 (예: 이 폴더 안의 파일)</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="90"/>
        <source>the output is a device or socket, not a file</source>
        <translation>출력이 파일이 아니라 장치나 소켓입니다</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="91"/>
        <source>give a file path</source>
        <translation>파일 경로를 주세요</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="104"/>
        <source>the output is also an input; writing it would destroy what is read</source>
        <translation>출력이 입력이기도 합니다. 쓰면 읽고 있는 내용이 지워집니다</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="105"/>
        <source>give another output file</source>
        <translation>다른 출력 파일을 주세요</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="110"/>
        <source>the output is inside the model folder %1</source>
        <translation>출력이 모델 폴더 %1 안에 있습니다</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="111"/>
        <source>write it outside the model folder</source>
        <translation>모델 폴더 밖에 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="122"/>
        <source>the output folder is a symbolic link (to %1); Headwater neither replaces it nor writes through it</source>
        <translation>출력 폴더가 심볼릭 링크(%1을(를) 가리킴)입니다. Headwater는 링크를 바꾸지도, 링크를 통해 쓰지도 않습니다</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="125"/>
        <source>give the path of the folder it points to, or a new folder name</source>
        <translation>링크가 가리키는 폴더의 경로나 새 폴더 이름을 주세요</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="128"/>
        <location filename="../core/util/output_paths.cpp" line="130"/>
        <location filename="../core/util/owned_folder.cpp" line="23"/>
        <source>choose a new folder name</source>
        <translation>새 폴더 이름을 고르세요</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="129"/>
        <source>the output is a device, FIFO or socket, not a folder</source>
        <translation>출력이 폴더가 아니라 장치, FIFO 또는 소켓입니다</translation>
    </message>
    <message>
        <location filename="../core/util/output_paths.cpp" line="202"/>
        <source>cannot move the finished output into place</source>
        <translation>완성된 출력을 제자리로 옮길 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="142"/>
        <source>choose a new folder, or allow replacing it (%1)</source>
        <translation>새 폴더를 고르거나 바꾸기를 허용하세요 (%1)</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="151"/>
        <source>cannot create the parent folder</source>
        <translation>상위 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_directory.cpp" line="155"/>
        <source>cannot create a staging folder (%1)</source>
        <translation>임시 작업 폴더를 만들 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="234"/>
        <source>give a Hugging Face model directory (config.json, weights, vocab.txt)</source>
        <translation>Hugging Face 모델 디렉터리(config.json, 가중치, vocab.txt)를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/system/compute_devices.cpp" line="59"/>
        <source>choose a device this machine has (`headwater-cli info` lists them)</source>
        <translation>이 컴퓨터에 있는 장치를 고르세요 (`headwater-cli info`가 목록을 보여 줍니다)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="259"/>
        <source>precision &apos;%1&apos; is not available on %2</source>
        <translation>정밀도 &apos;%1&apos;은(는) %2에서 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="261"/>
        <source>use fp32 or bf16 (fp16 needs a CUDA device)</source>
        <translation>fp32나 bf16을 쓰세요 (fp16에는 CUDA 장치가 필요합니다)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="309"/>
        <source>sequence length %1 exceeds the model&apos;s %2 positions</source>
        <translation>시퀀스 길이 %1이(가) 모델의 위치 수 %2을(를) 넘습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="313"/>
        <source>give at most %1</source>
        <translation>%1 이하로 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/train/trainer_state.cpp" line="67"/>
        <source>the trainer state says step %1, but its data position (epoch %2, example %3) is not where step %1 ends</source>
        <translation>트레이너 상태는 %1단계라고 하지만, 데이터 위치(에포크 %2, 예시 %3)가 %1단계가 끝나는 곳이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="372"/>
        <source>the run in the output folder was started with other settings: %1</source>
        <translation>출력 폴더의 실행은 다른 설정으로 시작되었습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="375"/>
        <source>resume with the run&apos;s own settings, or choose another %1</source>
        <translation>그 실행의 설정으로 이어 하거나 다른 %1을(를) 고르세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_import_job.cpp" line="141"/>
        <location filename="../core/corpus/labelled_import_job.cpp" line="142"/>
        <location filename="../core/train/pretrain_job.cpp" line="392"/>
        <source>cannot create the output folder</source>
        <translation>출력 폴더를 만들 수 없습니다</translation>
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
        <translation>권한을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="491"/>
        <source>the last good checkpoint is kept; resume with a lower %1, more %2, or fp32/bf16 instead of fp16</source>
        <translation>마지막 정상 체크포인트는 남아 있습니다. 더 낮은 %1, 더 많은 %2, 또는 fp16 대신 fp32/bf16으로 이어 하세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.cpp" line="511"/>
        <source>pretraining</source>
        <translation>사전 학습 중</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_job.h" line="38"/>
        <source>Pretraining</source>
        <translation>사전 학습</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="49"/>
        <source>Objective</source>
        <translation>목표</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="50"/>
        <source>MLM as BERT; whole-word MLM masks every piece of a word; ELECTRA detects replaced tokens</source>
        <translation>MLM은 BERT 방식, 전체 단어 MLM은 단어의 모든 조각을 가리고, ELECTRA는 바뀐 토큰을 찾아냅니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="57"/>
        <source>Generator size</source>
        <translation>생성기 크기</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="58"/>
        <source>ELECTRA without a generator model: the new generator&apos;s width relative to the discriminator (0.25 as in the paper)</source>
        <translation>생성기 모델이 없는 ELECTRA: 새 생성기의 너비를 판별기 대비 비율로 (논문처럼 0.25)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="63"/>
        <source>Sequence length</source>
        <translation>시퀀스 길이</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="64"/>
        <source>Tokens per example, special tokens included; at most the model&apos;s positions</source>
        <translation>예제당 토큰 수(특수 토큰 포함). 모델의 위치 수를 넘을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="75"/>
        <source>Gradient accumulation</source>
        <translation>그래디언트 누적</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="76"/>
        <source>Batches added up before each optimiser step: a larger effective batch in the same memory</source>
        <translation>옵티마이저 스텝마다 합산할 배치 수. 같은 메모리로 더 큰 유효 배치를 씁니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="82"/>
        <source>Peak learning rate; 5e-5 to 1e-4 suits continued pretraining of a base model</source>
        <translation>최대 학습률. 기본 모델의 추가 사전학습에는 5e-5에서 1e-4가 알맞습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="88"/>
        <source>AdamW&apos;s decoupled weight decay, not applied to biases and LayerNorm weights; 0.01 as BERT</source>
        <translation>AdamW의 분리된 가중치 감쇠. 편향과 LayerNorm 가중치에는 적용하지 않습니다. BERT처럼 0.01</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="94"/>
        <source>Warm-up steps</source>
        <translation>워밍업 스텝</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="95"/>
        <source>Steps over which the learning rate rises from zero</source>
        <translation>학습률이 0에서 올라가는 스텝 수</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="100"/>
        <source>Schedule</source>
        <translation>학습률 일정</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="101"/>
        <source>How the learning rate falls after the warm-up</source>
        <translation>워밍업 뒤에 학습률이 줄어드는 방식</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="105"/>
        <source>Maximum steps</source>
        <translation>최대 스텝</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="106"/>
        <source>Optimiser steps of the run; the learning rate decays to zero at the end</source>
        <translation>실행의 옵티마이저 스텝 수. 학습률은 끝에서 0까지 줄어듭니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="113"/>
        <source>Passes over the training examples, instead of the steps (0: use the steps)</source>
        <translation>단계 대신 학습 예제를 몇 번 훑을지 (0: 단계 사용)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="118"/>
        <source>Mask rate</source>
        <translation>마스크 비율</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="119"/>
        <source>Share of tokens chosen for prediction (0.15 as BERT)</source>
        <translation>예측 대상으로 고를 토큰의 비율 (BERT처럼 0.15)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="124"/>
        <source>Discriminator weight</source>
        <translation>판별기 가중치</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="125"/>
        <source>ELECTRA: the discriminator loss&apos;s weight (50 as in the paper)</source>
        <translation>ELECTRA: 판별기 손실의 가중치 (논문처럼 50)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="130"/>
        <source>Evaluate every</source>
        <translation>평가 간격</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="131"/>
        <source>Steps between validation evaluations (0: only at the end)</source>
        <translation>검증 평가 사이의 스텝 수(0: 끝에서만)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="138"/>
        <source>Evaluation examples</source>
        <translation>평가 예제 수</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="139"/>
        <source>Validation examples per evaluation (0: all)</source>
        <translation>평가마다 쓸 검증 예제 수 (0: 전부)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="144"/>
        <source>Save every</source>
        <translation>저장 간격</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="145"/>
        <source>Steps between checkpoints (0: only at the end); a crash loses at most this much</source>
        <translation>체크포인트 사이의 스텝 수(0: 끝에서만). 중단되어도 이만큼만 잃습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="151"/>
        <source>Checkpoints kept</source>
        <translation>보관할 체크포인트</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="152"/>
        <source>The newest checkpoints kept, besides the best</source>
        <translation>최고 체크포인트 외에 보관할 최신 체크포인트 수</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="159"/>
        <source>Evaluations without a better validation loss before the run stops with a checkpoint (0: never)</source>
        <translation>검증 손실이 나아지지 않은 평가가 이만큼 이어지면 체크포인트를 저장하고 멈춥니다 (0: 멈추지 않음)</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="50"/>
        <source>choose one of its corpora</source>
        <translation>프로젝트의 코퍼스 중 하나를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="53"/>
        <source>the corpus &apos;%1&apos; does not record the files it was imported from</source>
        <translation>코퍼스 &apos;%1&apos;에는 가져온 원본 파일이 기록되어 있지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="55"/>
        <source>import the corpus again from its files, or start the run in the studio</source>
        <translation>원본 파일에서 코퍼스를 다시 가져오거나, 스튜디오에서 실행을 시작하세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="62"/>
        <source>the corpora were imported with different formats or text fields</source>
        <translation>코퍼스들이 서로 다른 형식이나 텍스트 필드로 가져와졌습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="64"/>
        <source>launch the run with corpora read the same way</source>
        <translation>같은 방식으로 읽는 코퍼스들로 실행을 준비하세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="79"/>
        <source>%1 is not a number of nodes</source>
        <translation>%1은(는) 노드 수로 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="79"/>
        <source>Nodes</source>
        <translation>노드</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="80"/>
        <location filename="../core/train/cluster_launch.cpp" line="94"/>
        <source>give a whole number from 1 on</source>
        <translation>1 이상의 정수를 입력하세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="82"/>
        <source>%1 is not a number of processes</source>
        <translation>%1은(는) 프로세스 수로 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="83"/>
        <source>Processes per node</source>
        <translation>노드당 프로세스</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="84"/>
        <source>give a whole number from 1 on (one process per GPU)</source>
        <translation>1 이상의 정수를 입력하세요(GPU마다 프로세스 하나)</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="86"/>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="87"/>
        <source>choose cuda or cpu</source>
        <translation>cuda 또는 cpu를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="89"/>
        <source>precision fp16 needs CUDA devices</source>
        <translation>fp16 정밀도에는 CUDA 장치가 필요합니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="91"/>
        <source>use fp32 or bf16 on the CPU, or run on cuda</source>
        <translation>CPU에서는 fp32나 bf16을 쓰거나, cuda에서 실행하세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="93"/>
        <source>%1 is not a number of CPU cores</source>
        <translation>%1은(는) CPU 코어 수로 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="94"/>
        <source>CPU cores per process</source>
        <translation>프로세스당 CPU 코어</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="98"/>
        <source>&apos;%1&apos; is not a Slurm partition name</source>
        <translation>&apos;%1&apos;은(는) Slurm 파티션 이름이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="98"/>
        <source>Slurm partition</source>
        <translation>Slurm 파티션</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="99"/>
        <source>give the name sinfo lists (letters, digits, &apos;_&apos;, &apos;-&apos;), or none for the default</source>
        <translation>sinfo가 보여 주는 이름(영문자, 숫자, &apos;_&apos;, &apos;-&apos;)을 입력하거나, 기본 파티션을 쓰려면 비워 두세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="101"/>
        <source>a time limit of %1 hours is out of range</source>
        <translation>시간 제한 %1시간은 허용 범위를 벗어납니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="102"/>
        <location filename="../core/train/pretrain_settings.cpp" line="164"/>
        <source>Time limit</source>
        <translation>시간 제한</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="102"/>
        <source>give more than 0 and at most 8784 hours</source>
        <translation>0시간보다 길고 8784시간 이하로 입력하세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="104"/>
        <source>no headwater-cli given</source>
        <translation>headwater-cli가 지정되지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="104"/>
        <source>headwater-cli on the cluster</source>
        <translation>클러스터의 headwater-cli</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="105"/>
        <source>give its path there, or headwater-cli when it is on the PATH</source>
        <translation>클러스터에서의 경로를 입력하거나, PATH에 있다면 headwater-cli라고 입력하세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="107"/>
        <source>%1 is not a TCP port</source>
        <translation>%1은(는) TCP 포트가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="107"/>
        <source>Rendezvous port</source>
        <translation>랑데부 포트</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="108"/>
        <source>give a free port from 1 to 65535</source>
        <translation>1부터 65535 사이의 비어 있는 포트를 입력하세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="144"/>
        <source>no corpus chosen</source>
        <translation>코퍼스를 고르지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="145"/>
        <source>choose the corpus to pretrain on</source>
        <translation>사전학습할 코퍼스를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="162"/>
        <source>no folder given for the run</source>
        <translation>실행 폴더가 지정되지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="162"/>
        <source>choose a folder</source>
        <translation>폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="167"/>
        <source>the folder holds files Headwater did not write</source>
        <translation>폴더에 Headwater가 쓰지 않은 파일이 있습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="168"/>
        <source>choose a new or empty folder</source>
        <translation>새 폴더나 빈 폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="170"/>
        <source>the folder holds a run that has started</source>
        <translation>폴더에 이미 시작된 실행이 있습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="171"/>
        <source>choose a new folder, or launch that run&apos;s own scripts again</source>
        <translation>새 폴더를 고르거나, 그 실행의 스크립트를 다시 실행하세요</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="206"/>
        <source>cannot create the folder</source>
        <translation>폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/cluster_launch.cpp" line="207"/>
        <source>choose a folder you can write</source>
        <translation>쓰기 권한이 있는 폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="165"/>
        <source>Seconds (minutes in the studio) after which the run saves a checkpoint and stops (0: none); it can be resumed</source>
        <translation>이 시간(스튜디오에서는 분, 명령줄에서는 초)이 지나면 체크포인트를 저장하고 멈춥니다 (0: 제한 없음). 이어 할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="171"/>
        <source>Log every</source>
        <translation>기록 간격</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="172"/>
        <source>Steps between metric lines</source>
        <translation>지표를 기록하는 스텝 간격</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="176"/>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="177"/>
        <source>fp32 everywhere; bf16 where the device supports it; fp16 on CUDA with loss scaling</source>
        <translation>fp32는 어디서나, bf16은 지원하는 장치에서, fp16은 CUDA에서 손실 스케일링과 함께</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="182"/>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="183"/>
        <source>Seeds masking, data order and initialisation: the same seed repeats the run</source>
        <translation>마스킹, 데이터 순서, 초기화의 시드. 같은 시드면 실행이 똑같이 반복됩니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="190"/>
        <source>Packing</source>
        <translation>패킹</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="191"/>
        <source>concat joins documents into full examples (group_texts); documents keeps sentence pairs of one document (the default for ELECTRA)</source>
        <translation>concat은 문서를 이어 붙여 꽉 찬 예제를 만들고(group_texts), documents는 한 문서의 문장 쌍을 유지합니다 (ELECTRA의 기본값)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="203"/>
        <source>Adam β₂</source>
        <translation>Adam β₂</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="204"/>
        <source>Decay of AdamW&apos;s second-moment estimate: 0.999 as BERT, 0.98 as RoBERTa for stabler large batches</source>
        <translation>AdamW 2차 모멘트 추정의 감쇠율: BERT처럼 0.999, 큰 배치를 안정시키려면 RoBERTa처럼 0.98</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="209"/>
        <source>Adam epsilon</source>
        <translation>Adam 엡실론</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="210"/>
        <source>AdamW&apos;s epsilon</source>
        <translation>AdamW의 엡실론</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="213"/>
        <source>Gradient clipping</source>
        <translation>그래디언트 클리핑</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_settings.cpp" line="214"/>
        <source>Gradients with a larger norm are scaled down to it</source>
        <translation>노름이 이보다 큰 그래디언트는 이 값으로 줄입니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="21"/>
        <source>unknown objective &apos;%1&apos;</source>
        <translation>알 수 없는 목표 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="22"/>
        <source>choose mlm, wwm or electra</source>
        <translation>mlm, wwm, electra 중에서 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="43"/>
        <source>choose mlm or wwm for BERT, RoBERTa and ModernBERT models</source>
        <translation>BERT, RoBERTa, ModernBERT 모델에는 mlm 또는 wwm을 선택하세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="105"/>
        <source>the run&apos;s record names no model</source>
        <translation>실행 기록에 모델이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="106"/>
        <source>start the run again with its model</source>
        <translation>모델을 지정해 실행을 다시 시작하세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="125"/>
        <source>run.json is damaged: %1</source>
        <translation>run.json이 손상되었습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="126"/>
        <location filename="../core/train/pretrain_spec.cpp" line="150"/>
        <source>start the run again</source>
        <translation>실행을 다시 시작하세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="143"/>
        <source>no run to resume (%1)</source>
        <translation>이어 할 실행이 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="144"/>
        <source>give the folder of a run that has started, or start a new run with %1</source>
        <translation>시작된 실행의 폴더를 지정하거나 %1을(를) 지정해 새 실행을 시작하세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="149"/>
        <source>run.json is damaged (%1)</source>
        <translation>run.json이 손상되었습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="169"/>
        <source>not recorded</source>
        <translation>기록 없음</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="179"/>
        <source>%1 (run: %2, now: %3)</source>
        <translation>%1 (실행: %2, 지금: %3)</translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="18"/>
        <source>give a whole number from %1 to %2</source>
        <translation>%1부터 %2까지의 정수를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="19"/>
        <source>give a number from %1 to %2</source>
        <translation>%1부터 %2까지의 수를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="21"/>
        <source>invalid value &apos;%1&apos;</source>
        <translation>잘못된 값 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="67"/>
        <source>unknown value &apos;%1&apos;</source>
        <translation>알 수 없는 값 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/train/run_setting.cpp" line="69"/>
        <source>choose %1</source>
        <translation>%1 중에서 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_probe_job.cpp" line="6"/>
        <source>Measure training speed on %1</source>
        <translation>%1에서 학습 속도 측정</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_probe_job.cpp" line="10"/>
        <location filename="../core/train/throughput_probe_job.cpp" line="15"/>
        <source>measuring speed</source>
        <translation>속도 측정 중</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_probe_job.cpp" line="17"/>
        <source>%1 tokens/s</source>
        <translation>초당 토큰 %1개</translation>
    </message>
    <message>
        <location filename="../core/train/training_memory_check.cpp" line="27"/>
        <source>the run needs about %1 (%2 for weights, gradients and optimizer, %3 for a batch of %4 × %5 tokens); %6 has %7</source>
        <translation>이 실행에는 약 %1이(가) 필요합니다 (가중치, 그래디언트, 옵티마이저에 %2, %4 × %5 토큰 배치 하나에 %3). %6에는 %7이(가) 있습니다</translation>
    </message>
    <message>
        <location filename="../core/train/training_memory_check.cpp" line="37"/>
        <source>lower %1 or %2, or use a smaller model</source>
        <translation>%1이나 %2을(를) 낮추거나 더 작은 모델을 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="18"/>
        <source>the output is a file, not a folder</source>
        <translation>출력 위치가 폴더가 아니라 파일입니다</translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="19"/>
        <source>the output folder cannot be created (%1 is a file)</source>
        <translation>출력 폴더를 만들 수 없습니다 (%1은(는) 파일입니다)</translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="20"/>
        <source>choose a folder for %1</source>
        <translation>%1에 쓸 폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="23"/>
        <source>the output folder cannot be written (%1)</source>
        <translation>출력 폴더에 쓸 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/util/writable_folder.cpp" line="24"/>
        <source>choose a folder you can write for %1</source>
        <translation>%1에 쓰기 권한이 있는 폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="224"/>
        <source>No project is open</source>
        <translation>열린 프로젝트가 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="225"/>
        <source>open or create one on the Project page</source>
        <translation>프로젝트 페이지에서 열거나 만드세요</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="227"/>
        <source>No base model chosen</source>
        <translation>기본 모델을 고르지 않았습니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="228"/>
        <source>choose a Hugging Face model folder (config.json, weights, vocab.txt)</source>
        <translation>Hugging Face 모델 폴더(config.json, 가중치, vocab.txt)를 고르세요</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="230"/>
        <source>The base model folder has no config.json</source>
        <translation>기본 모델 폴더에 config.json이 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="231"/>
        <source>choose a Hugging Face model folder</source>
        <translation>Hugging Face 모델 폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="233"/>
        <source>The chosen tokenizer is not the model&apos;s</source>
        <translation>고른 토크나이저는 모델의 것이 아닙니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="234"/>
        <source>re-fit the model to it (the button under it), or choose none</source>
        <translation>모델을 그 토크나이저에 다시 맞추거나(아래 버튼) 없음을 고르세요</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="236"/>
        <source>No corpus chosen</source>
        <translation>말뭉치를 고르지 않았습니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="236"/>
        <source>import one on the Corpus page</source>
        <translation>말뭉치 페이지에서 가져오세요</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="239"/>
        <source>The run needs a name without “/”</source>
        <translation>실행 이름은 “/” 없이 정해야 합니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="239"/>
        <source>type one</source>
        <translation>이름을 입력하세요</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="242"/>
        <source>A run named “%1” exists already</source>
        <translation>“%1” 실행이 이미 있습니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="243"/>
        <source>choose another name, or resume that run from the runs list</source>
        <translation>다른 이름을 고르거나 실행 목록에서 그 실행을 이어 하세요</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="248"/>
        <source>The forgetting watch needs other text than the corpus trained on</source>
        <translation>망각 관찰에는 학습하는 코퍼스와 다른 텍스트가 필요합니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="249"/>
        <source>choose a general-domain corpus, or none</source>
        <translation>일반 도메인 코퍼스를 고르거나 없음을 고르세요</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="252"/>
        <source>Warm-up and evaluation interval must be shorter than the run</source>
        <translation>워밍업과 평가 간격은 실행보다 짧아야 합니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="253"/>
        <source>lower them or raise the steps</source>
        <translation>값을 낮추거나 스텝을 늘리세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_files.cpp" line="67"/>
        <source>unknown format &apos;%1&apos;</source>
        <translation>알 수 없는 형식 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="45"/>
        <source>no corpus files found</source>
        <translation>코퍼스 파일이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_files.cpp" line="68"/>
        <source>use auto, txt, docs, jsonl, csv, tsv, parquet or arrow</source>
        <translation>auto, txt, docs, jsonl, csv, tsv, parquet, arrow 중 하나를 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_files.cpp" line="92"/>
        <source>corpus file not found</source>
        <translation>코퍼스 파일이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_files.cpp" line="92"/>
        <location filename="../core/corpus/line_source.cpp" line="149"/>
        <source>check the path</source>
        <translation>경로를 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="104"/>
        <source>the file is empty (no header row)</source>
        <translation>파일이 비어 있습니다 (머리글 행이 없음)</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="105"/>
        <source>CSV/TSV files start with a header row</source>
        <translation>CSV/TSV 파일은 머리글 행으로 시작합니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="117"/>
        <source>column &apos;%1&apos; is not in the header</source>
        <translation>머리글에 &apos;%1&apos; 열이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="275"/>
        <source>no text (null)</source>
        <translation>텍스트 없음 (null)</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="38"/>
        <source>the file cannot be read as Parquet or Arrow: %1</source>
        <translation>파일을 Parquet나 Arrow로 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="39"/>
        <source>check that the file was copied whole (a download cut short loses the footer)</source>
        <translation>파일이 온전히 복사되었는지 확인하세요 (중간에 끊긴 다운로드는 끝부분을 잃습니다)</translation>
    </message>
    <message>
        <location filename="../core/corpus/dataset_card.cpp" line="43"/>
        <source>the file&apos;s own metadata</source>
        <translation>파일 자체의 메타데이터</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="52"/>
        <source>%1 lacks its function %2</source>
        <translation>%1에 함수 %2이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="55"/>
        <source>Parquet and Arrow files cannot be read: %1</source>
        <translation>Parquet 및 Arrow 파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="56"/>
        <source>reinstall Headwater, or build the target headwater-columnar</source>
        <translation>Headwater를 다시 설치하거나 headwater-columnar 대상을 빌드하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="66"/>
        <source>it starts with neither PAR1 nor an Arrow IPC header</source>
        <translation>PAR1로도, Arrow IPC 헤더로도 시작하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="115"/>
        <source>column &apos;%1&apos; is not in the file</source>
        <translation>&apos;%1&apos; 열이 파일에 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="116"/>
        <location filename="../core/corpus/corpus_reader.cpp" line="119"/>
        <source>the columns are: %1</source>
        <translation>열 목록: %1</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="118"/>
        <source>the file has several columns named &apos;%1&apos;</source>
        <translation>파일에 &apos;%1&apos;이라는 열이 여러 개 있습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="119"/>
        <source>rename them in the dataset so each name is one column</source>
        <translation>데이터셋에서 이름을 바꿔 이름마다 열이 하나가 되게 하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="123"/>
        <source>column &apos;%1&apos; holds %2, which is neither text, a number nor a list of them</source>
        <translation>&apos;%1&apos; 열은 %2 형식이라 텍스트도, 숫자도, 그 목록도 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="126"/>
        <source>choose a column of text (or of labels)</source>
        <translation>텍스트(또는 레이블) 열을 고르세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="182"/>
        <source>dictionary index %1 out of range</source>
        <translation>사전 인덱스 %1이(가) 범위를 벗어났습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="185"/>
        <location filename="../core/corpus/labelled_dataset.cpp" line="234"/>
        <source>class id %1 is not one of the %2 class names</source>
        <translation>클래스 id %1은(는) %2개의 클래스 이름 중 하나가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/columnar_source.cpp" line="198"/>
        <source>a record batch lacks the column %1</source>
        <translation>레코드 배치에 %1 열이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="160"/>
        <source>the file changed while it was read (%1 bytes when opened, %2 now)</source>
        <translation>읽는 동안 파일이 바뀌었습니다 (열 때 %1바이트, 지금 %2바이트)</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="164"/>
        <source>wait until whatever writes it has finished, then import it again</source>
        <translation>파일을 쓰는 작업이 끝날 때까지 기다렸다가 다시 가져오세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="177"/>
        <source>copy or download the file again</source>
        <translation>파일을 다시 복사하거나 내려받으세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="46"/>
        <source>give text, JSONL, CSV, TSV, Parquet or Arrow files (or folders holding them)</source>
        <translation>텍스트, JSONL, CSV, TSV, Parquet, Arrow 파일(또는 그런 파일이 든 폴더)을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="144"/>
        <source>column &apos;%1&apos; holds %2, not text</source>
        <translation>&apos;%1&apos; 열은 텍스트가 아니라 %2 형식입니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_reader.cpp" line="145"/>
        <source>choose a column of strings for the text</source>
        <translation>텍스트로 쓸 문자열 열을 고르세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_fields.cpp" line="69"/>
        <source>the first line is not a JSON object</source>
        <translation>첫 줄이 JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_fields.cpp" line="71"/>
        <source>JSONL files hold one JSON object per line</source>
        <translation>JSONL 파일은 한 줄에 JSON 객체 하나를 담습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_fields.cpp" line="75"/>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_fields.cpp" line="75"/>
        <source>choose a file with at least one record</source>
        <translation>레코드가 하나 이상 있는 파일을 고르세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="103"/>
        <source>%1 and %2: %3</source>
        <translation>%1 및 %2: %3</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="163"/>
        <source>no label field given</source>
        <translation>레이블 필드를 지정하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="164"/>
        <source>name the column with the labels</source>
        <translation>레이블이 든 열을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="167"/>
        <source>the label delimiter is empty, which would split every label into its letters</source>
        <translation>레이블 구분자가 비어 있어 모든 레이블이 글자 단위로 나뉩니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="169"/>
        <source>give the character between labels, e.g. &quot;,&quot; or &quot;|&quot;</source>
        <translation>레이블 사이의 문자를 지정하세요. 예: &quot;,&quot; 또는 &quot;|&quot;</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="285"/>
        <source>label &apos;%1&apos; is not one of the known labels</source>
        <translation>레이블 &apos;%1&apos;은(는) 알려진 레이블이 아닙니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/corpus/labelled_dataset.cpp" line="297"/>
        <source>no labelled examples are left: every text is given different labels in different rows (%n text(s)), and such texts are removed</source>
        <translation>
            <numerusform>남은 레이블 예시가 없습니다: 모든 텍스트가 서로 다른 행에서 서로 다른 레이블을 받았고(텍스트 %n개), 그런 텍스트는 제거됩니다</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="301"/>
        <source>give each text one set of labels, in one row</source>
        <translation>텍스트마다 레이블을 한 행에 한 벌만 주세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="304"/>
        <source>no labelled examples found</source>
        <translation>레이블 예제가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="305"/>
        <source>check %1 and %2</source>
        <translation>%1과 %2을(를) 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="308"/>
        <source>check %1 and %2; the first record has the fields %3</source>
        <translation>%1과 %2을(를) 확인하세요. 첫 레코드의 필드: %3</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="318"/>
        <source>every example carries the same single label, so a classifier can learn and be scored on nothing</source>
        <translation>모든 예제의 레이블이 하나로 같아 분류기가 배울 것도, 평가받을 것도 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="321"/>
        <source>check %1 (it names the column with the classes) and that the file holds examples of at least two classes</source>
        <translation>%1(클래스가 든 열)을 확인하고, 파일에 두 클래스 이상의 예제가 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="34"/>
        <source>nothing to predict</source>
        <translation>예측할 것이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="35"/>
        <source>no model or no text</source>
        <translation>모델이나 텍스트가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="36"/>
        <source>choose at least one model and type a text with [MASK]</source>
        <translation>모델을 하나 이상 고르고 [MASK]가 든 텍스트를 입력하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="67"/>
        <source>predicted, but not recorded in the project: %1</source>
        <translation>예측했지만 프로젝트에 기록하지 못했습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill_job.cpp" line="70"/>
        <source>%1 text(s), %2 model(s)</source>
        <translation>텍스트 %1개, 모델 %2개</translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="59"/>
        <source>a comparison needs at least two models</source>
        <translation>비교에는 모델이 두 개 이상 필요합니다</translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="60"/>
        <source>give two or more models</source>
        <translation>모델을 두 개 이상 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="65"/>
        <source>%1 was not fine-tuned on the same labels and test set as %2</source>
        <translation>%1은(는) %2와 같은 레이블과 테스트 세트로 미세 조정되지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="67"/>
        <source>fine-tune every model on the same labelled data</source>
        <translation>모든 모델을 같은 레이블 데이터로 미세 조정하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="70"/>
        <source>there is no test set to compare on</source>
        <translation>비교할 테스트 세트가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="71"/>
        <source>give a labelled test file</source>
        <translation>레이블된 테스트 파일을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="234"/>
        <source>The %1% interval resamples the test examples only (%2 samples, paired across models): with one seed per model it leaves out seed-to-seed variation and understates the uncertainty; run at least 3 seeds.</source>
        <translation>%1% 구간은 테스트 예제만 재표본합니다(%2개 표본, 모델 간 짝지음): 모델마다 시드가 하나뿐이어서 시드 간 변동이 빠져 있고 불확실성을 과소평가합니다. 시드를 3개 이상 실행하세요.</translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="241"/>
        <source>The %1% interval resamples the test examples (paired across models) and each model&apos;s 2 seeds (%2 samples), then widens ×%3 to Student&apos;s t for 2 seeds: that is why it is so wide; 3 seeds or more narrow it.</source>
        <translation>%1% 구간은 테스트 예제(모델 간 짝지음)와 각 모델의 시드 2개를 재표본하고(%2개 표본), 시드 2개에 대한 스튜던트 t로 ×%3 넓힙니다. 그래서 이렇게 넓습니다. 시드가 3개 이상이면 좁아집니다.</translation>
    </message>
    <message>
        <location filename="../core/eval/model_comparison.cpp" line="248"/>
        <source>The %1% interval resamples the test examples (paired across models) and each model&apos;s %2 seeds (%3 samples), widened ×%4 to Student&apos;s t for %2 seeds.</source>
        <translation>%1% 구간은 테스트 예제(모델 간 짝지음)와 각 모델의 시드 %2개를 재표본하며(%3개 표본), 시드 %2개에 대한 스튜던트 t로 ×%4 넓혔습니다.</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="45"/>
        <source>nothing to score</source>
        <translation>점수를 낼 것이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="46"/>
        <source>no model or no held-out text</source>
        <translation>모델이나 평가용 텍스트가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="47"/>
        <source>choose at least one model, and a text file or a project corpus</source>
        <translation>모델을 하나 이상 고르고 텍스트 파일이나 프로젝트 코퍼스를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="75"/>
        <source>%1: perplexity %2 over %3 masked tokens</source>
        <translation>%1: 마스크된 토큰 %3개에 대한 퍼플렉서티 %2</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_job.cpp" line="84"/>
        <source>measured, but not recorded in the project: %1</source>
        <translation>측정했지만 프로젝트에 기록하지 못했습니다: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/perplexity_job.cpp" line="87"/>
        <source>perplexity of %n model(s)</source>
        <translation>
            <numerusform>모델 %n개의 퍼플렉서티</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/eval/project_labelled_data.cpp" line="17"/>
        <source>a labelled set is named but no project</source>
        <translation>레이블 데이터셋을 지정했지만 프로젝트가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/project_labelled_data.cpp" line="19"/>
        <source>give the project that holds the set (%1)</source>
        <translation>그 데이터셋이 있는 프로젝트를 지정하세요 (%1)</translation>
    </message>
    <message>
        <location filename="../core/jobs/job_runner.cpp" line="13"/>
        <source>%1 failed: %2</source>
        <translation>%1 실패: %2</translation>
    </message>
    <message>
        <location filename="../core/jobs/job_runner.cpp" line="15"/>
        <source>%1 failed with an unknown error</source>
        <translation>%1이(가) 알 수 없는 오류로 실패했습니다</translation>
    </message>
    <message>
        <location filename="../core/model/internal/mask_prediction.cpp" line="49"/>
        <source>the text has no %1 token</source>
        <translation>텍스트에 %1 토큰이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model/internal/mask_prediction.cpp" line="51"/>
        <source>write %1 where the model should fill in a word</source>
        <translation>모델이 단어를 채울 자리에 %1을(를) 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/model/internal/mask_prediction.cpp" line="53"/>
        <source>the text is %1 tokens long; the model reads at most %2</source>
        <translation>텍스트가 %1 토큰입니다. 모델은 최대 %2 토큰까지 읽습니다</translation>
    </message>
    <message>
        <location filename="../core/model/internal/mask_prediction.cpp" line="56"/>
        <source>shorten the text</source>
        <translation>텍스트를 줄이세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="55"/>
        <source> (embeddings %1)</source>
        <translation> (임베딩 %1)</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="56"/>
        <source>hidden %1%2, %3 layers, %4 heads, feed-forward %5</source>
        <translation>은닉 %1%2, 레이어 %3개, 헤드 %4개, 피드포워드 %5</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="130"/>
        <source>%1 is outside the sizes a new model may have</source>
        <translation>%1은(는) 새 모델에 쓸 수 있는 크기 범위를 벗어납니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="132"/>
        <location filename="../core/model/model_presets.cpp" line="177"/>
        <source>give a whole number from 1 to %1</source>
        <translation>1부터 %1까지의 정수를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="164"/>
        <source>only ELECTRA has an embedding size of its own; %1 embeds at the hidden size</source>
        <translation>별도의 임베딩 크기는 ELECTRA에만 있습니다. %1은(는) 은닉 크기로 임베딩합니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="167"/>
        <source>leave the embedding size out, or choose ELECTRA</source>
        <translation>임베딩 크기를 빼거나 ELECTRA를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="174"/>
        <source>the feed-forward size %1 is outside the sizes a new model may have</source>
        <translation>피드포워드 크기 %1은(는) 새 모델에 쓸 수 있는 크기 범위를 벗어납니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="182"/>
        <source>choose an even hidden size</source>
        <translation>짝수 은닉 크기를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="183"/>
        <source>choose a head count that fits, e.g. %1, or another hidden size</source>
        <translation>맞는 헤드 수(예: %1)나 다른 은닉 크기를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="186"/>
        <source>the hidden size %1 does not split into %2 attention heads</source>
        <translation>은닉 크기 %1은(는) 어텐션 헤드 %2개로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="190"/>
        <source>ModernBERT&apos;s rotary positions need an even head size; hidden size %1 in %2 heads gives heads of %3</source>
        <translation>ModernBERT의 회전 위치 인코딩에는 짝수 헤드 크기가 필요합니다. 은닉 크기 %1을(를) 헤드 %2개로 나누면 헤드 크기가 %3입니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_presets.cpp" line="210"/>
        <source>unknown preset &apos;%1&apos;</source>
        <translation>알 수 없는 프리셋 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="60"/>
        <source>&apos;%1&apos; is not one word for this tokenizer</source>
        <translation>&apos;%1&apos;은(는) 이 토크나이저에서 한 단어가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="62"/>
        <source>give single words; punctuation and spaces split words before WordPiece</source>
        <translation>한 단어씩 지정하세요. 문장 부호와 공백은 WordPiece 전에 단어를 나눕니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="24"/>
        <source>&apos;%1&apos; is already in the vocabulary</source>
        <translation>&apos;%1&apos;은(는) 이미 어휘에 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="25"/>
        <source>leave it out</source>
        <translation>빼세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="68"/>
        <source>&apos;%1&apos; has characters the vocabulary does not know</source>
        <translation>&apos;%1&apos;에는 어휘가 모르는 문자가 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="70"/>
        <source>its new embedding would have no pieces to start from; train a new tokenizer instead</source>
        <translation>새 임베딩이 출발할 조각이 없습니다. 대신 새 토크나이저를 학습하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="140"/>
        <source>the merge of &apos;%1&apos; and &apos;%2&apos; could not be added</source>
        <translation>&apos;%1&apos;과(와) &apos;%2&apos;의 병합 규칙을 추가할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="141"/>
        <location filename="../core/model_io/vocab_extension.cpp" line="157"/>
        <source>leave &apos;%1&apos; out</source>
        <translation>&apos;%1&apos;을(를) 빼세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="155"/>
        <source>&apos;%1&apos; would not become one token: the vocabulary&apos;s merges cut it as %2</source>
        <translation>&apos;%1&apos;은(는) 한 토큰이 되지 않습니다. 어휘의 병합 규칙이 %2(으)로 자릅니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="176"/>
        <source>vocabulary extension adds words to WordPiece and byte-level BPE vocabularies; this model&apos;s tokenizer is %1</source>
        <translation>어휘 확장은 WordPiece와 바이트 수준 BPE 어휘에 단어를 추가합니다. 이 모델의 토크나이저는 %1입니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="180"/>
        <source>re-fit this model to a tokenizer trained on the domain (Pretrain page, or resize-vocab)</source>
        <translation>이 모델을 도메인에서 학습한 토크나이저에 다시 맞추세요(사전학습 페이지 또는 resize-vocab)</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="194"/>
        <source>no word qualifies for the vocabulary</source>
        <translation>어휘에 넣을 만한 단어가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/vocab_extension.cpp" line="196"/>
        <source>lower %1 or give a larger domain corpus</source>
        <translation>%1을(를) 낮추거나 더 큰 도메인 코퍼스를 주세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="211"/>
        <source>vocabulary size %1 is smaller than the %2 special tokens and characters the corpus needs</source>
        <translation>어휘 크기 %1이(가) 코퍼스에 필요한 특수 토큰과 문자 %2개보다 작습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="216"/>
        <location filename="../core/tokenize/wordpiece_trainer.cpp" line="216"/>
        <source>raise it to at least %1</source>
        <translation>%1 이상으로 올리세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="40"/>
        <source>the ELECTRA objective needs an ELECTRA model, not %1</source>
        <translation>ELECTRA 목표에는 %1이(가) 아닌 ELECTRA 모델이 필요합니다</translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="89"/>
        <source>discriminator %1 from %2</source>
        <translation>%2의 판별기 %1</translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="92"/>
        <source>generator (hidden %1, %2 heads, ffn %3) %4, embeddings shared</source>
        <translation>생성기(은닉 %1, 헤드 %2개, FFN %3) %4, 임베딩 공유</translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="189"/>
        <source>the generator (vocabulary %1, embedding size %2) cannot share embeddings with the discriminator (%3, %4)</source>
        <translation>생성기(어휘 %1, 임베딩 크기 %2)는 판별기(%3, %4)와 임베딩을 공유할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="196"/>
        <source>give the generator published with this discriminator, or leave %1 out</source>
        <translation>이 판별기와 함께 공개된 생성기를 지정하거나 %1을(를) 빼세요</translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="199"/>
        <source>from %1</source>
        <translation>%1에서 불러옴</translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="203"/>
        <source>generator size fraction %1 is out of range</source>
        <translation>생성기 크기 비율 %1이(가) 범위를 벗어났습니다</translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="205"/>
        <source>give a fraction in (0, 1], e.g. 0.25 or 0.333</source>
        <translation>(0, 1] 사이의 비율을 지정하세요. 예: 0.25, 0.333</translation>
    </message>
    <message>
        <location filename="../core/train/internal/electra_objective.cpp" line="209"/>
        <source>created at %1 of the discriminator&apos;s width</source>
        <translation>판별기 너비의 %1로 새로 만듦</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="45"/>
        <source>%1 has no masked-LM head</source>
        <translation>%1에는 마스크 언어 모델 헤드가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_spec.cpp" line="47"/>
        <source>pretrain an ELECTRA discriminator with the electra objective, or give an ElectraForMaskedLM generator</source>
        <translation>ELECTRA 판별기는 electra 목표로 사전학습하거나 ElectraForMaskedLM 생성기를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="57"/>
        <source>cannot write the checkpoint: %1</source>
        <translation>체크포인트를 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="58"/>
        <source>free some disk space or choose another %1</source>
        <translation>디스크 공간을 확보하거나 다른 %1을(를) 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="114"/>
        <source>cannot read the trainer state (%1)</source>
        <translation>트레이너 상태를 읽을 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="111"/>
        <location filename="../core/train/trainer_state.cpp" line="54"/>
        <location filename="../core/train/trainer_state.cpp" line="72"/>
        <source>remove the damaged checkpoint folder to resume from an earlier one</source>
        <translation>손상된 체크포인트 폴더를 지우고 그 전 체크포인트에서 이어 하세요</translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="124"/>
        <source>the trainer state says step %1, but its checkpoint is that of step %2</source>
        <translation>트레이너 상태는 %1단계라고 하지만, 체크포인트는 %2단계의 것입니다</translation>
    </message>
    <message>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="134"/>
        <location filename="../core/train/internal/training_checkpoint.cpp" line="139"/>
        <source>cannot read the optimizer state: %1</source>
        <translation>옵티마이저 상태를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/train/lr_schedule.cpp" line="15"/>
        <source>unknown learning-rate schedule &apos;%1&apos;</source>
        <translation>알 수 없는 학습률 일정 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/train/lr_schedule.cpp" line="17"/>
        <source>choose linear, cosine or constant</source>
        <translation>linear, cosine, constant 중에서 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="107"/>
        <source>hidden %1 is not a multiple of heads %2</source>
        <translation>은닉 크기 %1이(가) 헤드 수 %2의 배수가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="122"/>
        <location filename="../core/train/throughput_bench.cpp" line="109"/>
        <source>choose a head count that divides the hidden size</source>
        <translation>은닉 크기를 나누어떨어지게 하는 헤드 수를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="112"/>
        <source>no masked-LM benchmark for model type &apos;%1&apos;</source>
        <translation>모델 유형 &apos;%1&apos;에는 마스크 언어 모델 벤치마크가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="114"/>
        <source>choose bert, roberta or modernbert</source>
        <translation>bert, roberta 또는 modernbert를 선택하세요</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="128"/>
        <source>bench configuration</source>
        <translation>벤치마크 구성</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="138"/>
        <source>cannot create a working folder for the benchmark</source>
        <translation>벤치마크용 작업 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="40"/>
        <location filename="../core/train/throughput_bench.cpp" line="139"/>
        <source>check free space</source>
        <translation>여유 공간을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="206"/>
        <source>check the configuration</source>
        <translation>설정을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="208"/>
        <source>the benchmark run reported too few steps</source>
        <translation>벤치마크 실행이 보고한 스텝이 너무 적습니다</translation>
    </message>
    <message>
        <location filename="../core/train/throughput_bench.cpp" line="209"/>
        <source>raise %1</source>
        <translation>%1을(를) 올리세요</translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="181"/>
        <source>fine-tuning</source>
        <translation>미세 조정 중</translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="149"/>
        <source>file not found</source>
        <translation>파일이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="125"/>
        <location filename="../core/corpus/compressed_stream.cpp" line="161"/>
        <source>unexpected end of file</source>
        <translation>파일이 예상보다 일찍 끝났습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="163"/>
        <source>it needs more than %1 MiB to decode</source>
        <translation>압축을 푸는 데 %1 MiB보다 많은 메모리가 필요합니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="165"/>
        <source>not an xz stream</source>
        <translation>xz 스트림이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="166"/>
        <source>damaged xz data (code %1)</source>
        <translation>손상된 xz 데이터입니다 (코드 %1)</translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="183"/>
        <source>cannot open the file</source>
        <translation>파일을 열 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/compressed_stream.cpp" line="183"/>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="83"/>
        <location filename="../core/tokenize/corpus_lines.cpp" line="25"/>
        <source>check that it is readable</source>
        <translation>읽을 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="165"/>
        <source>the file looks binary (it contains NUL bytes)</source>
        <translation>파일이 바이너리로 보입니다 (NUL 바이트가 있음)</translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="166"/>
        <source>import UTF-8 text; convert UTF-16 files with iconv -f UTF-16 -t UTF-8</source>
        <translation>UTF-8 텍스트를 가져오세요. UTF-16 파일은 iconv -f UTF-16 -t UTF-8로 변환하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/line_source.cpp" line="176"/>
        <source>the file cannot be read to its end (%1): it is truncated or damaged</source>
        <translation>파일을 끝까지 읽을 수 없습니다(%1): 잘렸거나 손상된 파일입니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="26"/>
        <source>the tokenized dataset is damaged: %1</source>
        <translation>토큰화된 데이터셋이 손상되었습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="27"/>
        <source>delete the folder; it is rebuilt from the corpus on the next run</source>
        <translation>폴더를 지우세요. 다음 실행에서 코퍼스로부터 다시 만들어집니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="49"/>
        <source>counts or token width missing</source>
        <translation>개수나 토큰 너비가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="59"/>
        <location filename="../core/dataset/token_shard.cpp" line="74"/>
        <source>%1 bytes, expected %2</source>
        <translation>%1바이트, 예상 크기는 %2바이트</translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="88"/>
        <source>the index does not end at the token count</source>
        <translation>색인이 토큰 수에서 끝나지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/token_shard.cpp" line="133"/>
        <source>cannot create the dataset folder</source>
        <translation>데이터셋 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_import_job.cpp" line="373"/>
        <location filename="../core/dataset/token_shard.cpp" line="134"/>
        <location filename="../core/export/internal/onnx_folder.cpp" line="98"/>
        <location filename="../core/model_io/model_directory.cpp" line="156"/>
        <location filename="../core/project/corpus_store.cpp" line="69"/>
        <source>check permissions and free space</source>
        <translation>권한과 여유 공간을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation.cpp" line="27"/>
        <location filename="../core/eval/text_classifier.cpp" line="41"/>
        <source>%1 is not a sequence classifier</source>
        <translation>%1은(는) 시퀀스 분류기가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/eval/classifier_evaluation.cpp" line="29"/>
        <source>give a model fine-tuned with `headwater-cli finetune`, or leave --label-field out to measure perplexity</source>
        <translation>`headwater-cli finetune`으로 미세 조정한 모델을 지정하거나, 퍼플렉서티를 재려면 --label-field를 빼세요</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_run_results.cpp" line="45"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_run_results.cpp" line="91"/>
        <source>the run &apos;%1&apos; holds no results</source>
        <translation>실행 &apos;%1&apos;에 결과가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/finetune_run_results.cpp" line="92"/>
        <source>it may have been recorded by another version; fine-tune again</source>
        <translation>다른 버전에서 기록되었을 수 있습니다. 다시 미세 조정하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="37"/>
        <source>%1 has no masked-language-model head</source>
        <translation>%1에는 마스크 언어 모델 헤드가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="40"/>
        <source>use a checkpoint with a masked-LM head (BertForMaskedLM, RobertaForMaskedLM, ElectraForMaskedLM generator, ...)</source>
        <translation>마스크 언어 모델 헤드가 있는 체크포인트를 사용하세요 (BertForMaskedLM, RobertaForMaskedLM, ElectraForMaskedLM 생성자 등)</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="47"/>
        <source>the tokenizer has %1 tokens but the model only %2</source>
        <translation>토크나이저에는 토큰이 %1개인데 모델에는 %2개뿐입니다</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="50"/>
        <source>use the tokenizer the model was trained with</source>
        <translation>모델을 학습할 때 쓴 토크나이저를 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="52"/>
        <source>the vocabulary has no mask token &apos;%1&apos;</source>
        <translation>어휘에 마스크 토큰 &apos;%1&apos;이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/mask_fill.cpp" line="53"/>
        <source>set mask_token in tokenizer_config.json</source>
        <translation>tokenizer_config.json에 mask_token을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_records.cpp" line="42"/>
        <source>cannot read the predictions (%1)</source>
        <translation>예측을 읽을 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_records.cpp" line="43"/>
        <source>fine-tune again: the run folder may have been moved or deleted</source>
        <translation>다시 미세 조정하세요. 실행 폴더가 옮겨졌거나 지워졌을 수 있습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_records.cpp" line="55"/>
        <source>line %1 is not JSON (%2)</source>
        <translation>%1번 줄이 JSON이 아닙니다 (%2)</translation>
    </message>
    <message>
        <location filename="../core/eval/prediction_records.cpp" line="56"/>
        <source>fine-tune again to rewrite the predictions</source>
        <translation>다시 미세 조정해 예측을 새로 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/eval/text_classifier.cpp" line="42"/>
        <source>choose a model fine-tuned on the Fine-tune page</source>
        <translation>미세 조정 페이지에서 미세 조정한 모델을 고르세요</translation>
    </message>
    <message>
        <location filename="../core/eval/text_classifier.cpp" line="62"/>
        <source>no text to classify</source>
        <translation>분류할 텍스트가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/eval/text_classifier.cpp" line="63"/>
        <source>type or paste a text</source>
        <translation>텍스트를 입력하거나 붙여 넣으세요</translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_progress.cpp" line="8"/>
        <source>the export was cancelled</source>
        <translation>내보내기가 취소되었습니다</translation>
    </message>
    <message>
        <location filename="../core/export/internal/export_progress.cpp" line="8"/>
        <source>nothing was written</source>
        <translation>아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_runner.cpp" line="269"/>
        <location filename="../core/export/internal/onnx_runner.cpp" line="272"/>
        <location filename="../core/export/internal/onnx_runner.cpp" line="276"/>
        <source>the ONNX graph does not run: %1</source>
        <translation>ONNX 그래프가 실행되지 않습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/export/internal/onnx_runner.cpp" line="270"/>
        <location filename="../core/export/internal/onnx_runner.cpp" line="274"/>
        <location filename="../core/export/internal/onnx_runner.cpp" line="277"/>
        <location filename="../core/export/onnx_file.cpp" line="397"/>
        <source>export the model again</source>
        <translation>모델을 다시 내보내세요</translation>
    </message>
    <message>
        <location filename="../core/export/internal/quantized_accuracy.cpp" line="13"/>
        <source>only a sequence classifier&apos;s accuracy can be measured on labelled data</source>
        <translation>레이블 데이터로는 시퀀스 분류기의 정확도만 잴 수 있습니다</translation>
    </message>
    <message>
        <location filename="../core/export/internal/quantized_accuracy.cpp" line="15"/>
        <source>leave out the labelled file: the int8 model is still compared with the fp32 one on sample inputs</source>
        <translation>레이블 파일을 빼세요. int8 모델은 여전히 예시 입력으로 fp32 모델과 비교됩니다</translation>
    </message>
    <message>
        <location filename="../core/export/internal/quantized_accuracy.cpp" line="25"/>
        <source>no labelled example to measure the int8 model on</source>
        <translation>int8 모델을 잴 레이블 예제가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/export/internal/quantized_accuracy.cpp" line="26"/>
        <source>give examples labelled with the model&apos;s labels (%1)</source>
        <translation>모델의 레이블(%1)로 레이블된 예제를 주세요</translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="178"/>
        <source>malformed %1 message</source>
        <translation>형식이 잘못된 %1 메시지</translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="242"/>
        <source>attribute %1 has a type Headwater does not read (%2)</source>
        <translation>속성 %1의 형식은 Headwater가 읽지 않는 형식입니다 (%2)</translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="263"/>
        <source>node %1 is in domain %2, not the standard one</source>
        <translation>노드 %1이(가) 표준 도메인이 아닌 도메인 %2에 있습니다</translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="286"/>
        <source>initializer %1 keeps its values outside raw_data</source>
        <translation>초기화 값 %1이(가) 값을 raw_data 밖에 둡니다</translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="373"/>
        <source>the file holds no graph</source>
        <translation>파일에 그래프가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="381"/>
        <source>the ONNX file would be %1 MB, over protobuf&apos;s 2 GB limit</source>
        <translation>ONNX 파일이 %1 MB가 되어 protobuf의 2 GB 한도를 넘습니다</translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="382"/>
        <source>export a smaller model to ONNX, or use the Hugging Face format</source>
        <translation>더 작은 모델을 ONNX로 내보내거나 Hugging Face 형식을 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/export/onnx_file.cpp" line="396"/>
        <source>not a readable ONNX model: %1</source>
        <translation>읽을 수 있는 ONNX 모델이 아닙니다: %1</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="83"/>
        <location filename="../core/model/model_config.cpp" line="251"/>
        <source>must be a whole number from 1 to %1, not %2</source>
        <translation>%2이(가) 아니라 1에서 %1 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="102"/>
        <source>must be a number from %1 to %2%3, not %4</source>
        <translation>%4이(가) 아니라 %1에서 %2%3 사이의 숫자여야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="105"/>
        <source> (above %1)</source>
        <translation> (%1 초과)</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="110"/>
        <location filename="../core/model/model_config.cpp" line="208"/>
        <source>must be null or a number from 0 to 1, not %1</source>
        <translation>%1이(가) 아니라 null이거나 0에서 1 사이의 숫자여야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="115"/>
        <source>%1 labels; at most %2 are supported</source>
        <translation>레이블이 %1개입니다. 최대 %2개까지 지원합니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="119"/>
        <source>hidden_size %1 is not a multiple of num_attention_heads %2</source>
        <translation>hidden_size %1이(가) num_attention_heads %2의 배수가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="125"/>
        <source>%1 is outside the vocabulary</source>
        <translation>%1은(는) 어휘 범위를 벗어납니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="126"/>
        <source>use the id of [PAD] in vocab.txt</source>
        <translation>vocab.txt에 있는 [PAD]의 id를 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="129"/>
        <source>%1 positions leave no room for a text after pad_token_id %2</source>
        <translation>위치 %1개로는 pad_token_id %2 뒤에 텍스트를 둘 자리가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="132"/>
        <source>RoBERTa models need max_position_embeddings above pad_token_id + 2</source>
        <translation>RoBERTa 모델은 max_position_embeddings가 pad_token_id + 2보다 커야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="135"/>
        <location filename="../core/model/modernbert_config.cpp" line="205"/>
        <source>activation &apos;%1&apos; is not supported</source>
        <translation>활성화 함수 &apos;%1&apos;은(는) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="136"/>
        <location filename="../core/model/modernbert_config.cpp" line="206"/>
        <source>use one of: %1</source>
        <translation>다음 중 하나를 쓰세요: %1</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="139"/>
        <source>a sequence classifier needs at least one label</source>
        <translation>시퀀스 분류기에는 레이블이 하나 이상 있어야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="140"/>
        <source>give num_labels or id2label</source>
        <translation>num_labels나 id2label을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="150"/>
        <source>label &apos;%1&apos; is named twice</source>
        <translation>레이블 &apos;%1&apos;이(가) 두 번 나옵니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="151"/>
        <source>give every label id its own name</source>
        <translation>레이블 id마다 서로 다른 이름을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="161"/>
        <source>config.json has no &apos;%1&apos;</source>
        <translation>config.json에 &apos;%1&apos;이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="162"/>
        <source>add the field; transformers writes it in every encoder config</source>
        <translation>이 필드를 추가하세요. transformers는 모든 인코더 config에 이 필드를 씁니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="171"/>
        <source>model type &apos;%1&apos; is not supported</source>
        <translation>모델 유형 &apos;%1&apos;은(는) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="172"/>
        <source>(not a string)</source>
        <translation>(문자열 아님)</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="173"/>
        <source>Headwater trains encoders with model_type %1</source>
        <translation>Headwater는 model_type이 %1인 인코더를 학습합니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="187"/>
        <source>architecture &apos;%1&apos; is not supported for model_type &apos;%2&apos;</source>
        <translation>model_type &apos;%2&apos;에서는 아키텍처 &apos;%1&apos;을(를) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="188"/>
        <source>supported: %1</source>
        <translation>지원하는 것: %1</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="226"/>
        <source>position embedding type &apos;%1&apos; is not supported</source>
        <translation>위치 임베딩 유형 &apos;%1&apos;은(는) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="227"/>
        <source>only &quot;absolute&quot; position embeddings are implemented</source>
        <translation>&quot;absolute&quot; 위치 임베딩만 구현되어 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="236"/>
        <source>key &apos;%1&apos; is not a label id</source>
        <translation>키 &apos;%1&apos;은(는) 레이블 id가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="237"/>
        <location filename="../core/model/model_config.cpp" line="241"/>
        <source>id2label maps &quot;0&quot;, &quot;1&quot;, ... to label names</source>
        <translation>id2label은 &quot;0&quot;, &quot;1&quot;, ...을 레이블 이름에 대응시킵니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="240"/>
        <source>the name of label %1 is not a string</source>
        <translation>레이블 %1의 이름이 문자열이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="256"/>
        <source>names label id %1 but num_labels is %2</source>
        <translation>레이블 id %1을(를) 지정하지만 num_labels는 %2입니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="257"/>
        <source>make num_labels and id2label agree</source>
        <translation>num_labels와 id2label을 일치시키세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="282"/>
        <source>%1 %2 is more than the model&apos;s %3 positions: texts are cut at %3 tokens</source>
        <translation>%1 %2은(는) 모델의 위치 수 %3보다 큽니다: 텍스트를 %3개 토큰에서 자릅니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="296"/>
        <source>config.json is not valid JSON (%1 at byte %2)</source>
        <translation>config.json이 올바른 JSON이 아닙니다 (%2바이트에서 %1)</translation>
    </message>
    <message>
        <location filename="../core/model/model_config.cpp" line="299"/>
        <source>fix the file or download it again</source>
        <translation>파일을 고치거나 다시 내려받으세요</translation>
    </message>
    <message>
        <location filename="../core/model/model_size.cpp" line="75"/>
        <source>the model&apos;s weights alone need %1 (%2 million parameters in fp32); this machine has %3</source>
        <translation>모델 가중치만으로 %1이(가) 필요합니다 (fp32 매개변수 %2백만 개). 이 컴퓨터에는 %3이(가) 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model/model_size.cpp" line="81"/>
        <source>lower vocab_size, hidden_size, intermediate_size or num_hidden_layers</source>
        <translation>vocab_size, hidden_size, intermediate_size, num_hidden_layers 중 하나를 낮추세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_files.cpp" line="57"/>
        <source>the tokenizer has %1 entries but the configuration %2</source>
        <translation>토크나이저의 항목은 %1개인데 설정은 %2개입니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_files.cpp" line="60"/>
        <source>give the vocabulary size of this tokenizer</source>
        <translation>이 토크나이저의 어휘 크기를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_files.cpp" line="66"/>
        <source>model configuration</source>
        <translation>모델 구성</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_import.cpp" line="44"/>
        <source>the project already holds this model folder</source>
        <translation>프로젝트에 이미 이 모델 폴더가 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/model_import.cpp" line="45"/>
        <source>use the model it lists (`headwater-cli project list --kind model`)</source>
        <translation>목록에 있는 모델을 쓰세요 (`headwater-cli project list --kind model`)</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="56"/>
        <source>the pickle does not end with one object</source>
        <translation>pickle이 객체 하나로 끝나지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="63"/>
        <source>%1 at byte %2 of the pickle</source>
        <translation>pickle의 %2바이트에서 %1</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="68"/>
        <source>truncated data</source>
        <translation>잘린 데이터</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="81"/>
        <source>unterminated line</source>
        <translation>끝나지 않은 줄</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="89"/>
        <source>more than %1 objects (a state dict holds far fewer)</source>
        <translation>객체가 %1개를 넘습니다 (state dict에는 훨씬 적게 들어 있습니다)</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="109"/>
        <location filename="../core/model_io/pickle_reader.cpp" line="116"/>
        <source>stack underflow</source>
        <translation>스택 언더플로</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="121"/>
        <source>no mark</source>
        <translation>표시(mark)가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="136"/>
        <source>append to something that is not a list</source>
        <translation>목록이 아닌 것에 항목을 덧붙입니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="137"/>
        <source>set an item of something that is not a dictionary</source>
        <translation>딕셔너리가 아닌 것에 항목을 설정합니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="144"/>
        <source>refused global %1 (a state dict needs only tensors)</source>
        <translation>전역 객체 %1을(를) 거부했습니다 (state dict에는 텐서만 필요합니다)</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="156"/>
        <source>unknown persistent id</source>
        <translation>알 수 없는 persistent id</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="166"/>
        <source>a call of something that is not an accepted global</source>
        <translation>허용된 전역 객체가 아닌 것을 호출합니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="170"/>
        <source>OrderedDict with arguments</source>
        <translation>인수가 있는 OrderedDict</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="178"/>
        <source>malformed tensor</source>
        <translation>형식이 잘못된 텐서</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="185"/>
        <source>malformed parameter</source>
        <translation>형식이 잘못된 파라미터</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="188"/>
        <source>refused call of %1</source>
        <translation>%1 호출을 거부했습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="238"/>
        <source>integer wider than 64 bits</source>
        <translation>64비트보다 긴 정수</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="277"/>
        <source>negative string length</source>
        <translation>음수인 문자열 길이</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="322"/>
        <location filename="../core/model_io/pickle_reader.cpp" line="338"/>
        <source>odd number of dictionary items</source>
        <translation>딕셔너리 항목 수가 홀수입니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="357"/>
        <source>memo entry %1 was never stored</source>
        <translation>메모 항목 %1이(가) 저장된 적이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="369"/>
        <source>malformed global</source>
        <translation>형식이 잘못된 전역 객체</translation>
    </message>
    <message>
        <location filename="../core/model_io/pickle_reader.cpp" line="385"/>
        <source>unsupported pickle opcode 0x%1</source>
        <translation>지원하지 않는 pickle 옵코드 0x%1</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="44"/>
        <source>the file is damaged or not a safetensors file; download or export it again</source>
        <translation>파일이 손상되었거나 safetensors 파일이 아닙니다. 다시 내려받거나 내보내세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="78"/>
        <source>file is too short to hold a safetensors header (%1 bytes)</source>
        <translation>파일이 너무 짧아 safetensors 헤더를 담을 수 없습니다 (%1바이트)</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="83"/>
        <source>header length %1 is larger than the file (%2 bytes)</source>
        <translation>헤더 길이 %1이(가) 파일(%2바이트)보다 큽니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="85"/>
        <source>file ends inside its header</source>
        <translation>파일이 헤더 도중에 끝납니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="90"/>
        <source>header is not a JSON object (%1)</source>
        <translation>헤더가 JSON 객체가 아닙니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="101"/>
        <source>%1, tensor &apos;%2&apos;</source>
        <translation>%1, 텐서 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="110"/>
        <source>unsupported dtype &apos;%1&apos;</source>
        <translation>지원하지 않는 dtype &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="111"/>
        <source>convert the checkpoint to F32, F16 or BF16</source>
        <translation>체크포인트를 F32, F16, BF16으로 변환하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="118"/>
        <source>shape holds a value that is not a size</source>
        <translation>형태에 크기가 아닌 값이 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="125"/>
        <source>data_offsets is not a pair of byte offsets</source>
        <translation>data_offsets가 바이트 오프셋 한 쌍이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="129"/>
        <source>data offsets [%1, %2) lie outside the %3 bytes of data</source>
        <translation>데이터 오프셋 [%1, %2)이(가) 데이터 %3바이트 밖에 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="135"/>
        <source>shape describes more than 2^64 bytes</source>
        <translation>형태가 2^64바이트를 넘는 크기를 나타냅니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="138"/>
        <source>holds %1 bytes but its dtype and shape need %2</source>
        <translation>%1바이트를 담고 있지만 dtype과 형태에는 %2바이트가 필요합니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_header.cpp" line="151"/>
        <source>tensors &apos;%1&apos; and &apos;%2&apos; overlap in the data section</source>
        <translation>텐서 &apos;%1&apos;과(와) &apos;%2&apos;이(가) 데이터 영역에서 겹칩니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="69"/>
        <source>tensor type %1 cannot be stored in safetensors</source>
        <translation>텐서 형식 %1은(는) safetensors에 저장할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="71"/>
        <source>convert the tensor to a float type first</source>
        <translation>먼저 텐서를 부동소수점 형식으로 변환하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="99"/>
        <source>cannot memory-map the weights file (%1)</source>
        <translation>가중치 파일을 메모리에 매핑할 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="100"/>
        <source>check free address space and that the file is on a local disk</source>
        <translation>주소 공간 여유와 파일이 로컬 디스크에 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="123"/>
        <source>shard index has no weight_map</source>
        <translation>조각 색인에 weight_map이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="124"/>
        <source>the index must map every tensor name to its shard file, as transformers writes it</source>
        <translation>transformers가 쓰는 것처럼 인덱스가 모든 텐서 이름을 해당 샤드 파일에 대응시켜야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="144"/>
        <source>tensor &apos;%1&apos; is listed in the index but missing from its shard</source>
        <translation>텐서 &apos;%1&apos;은(는) 색인에 있지만 조각 파일에 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/safetensors_io.cpp" line="145"/>
        <source>download the shard again</source>
        <translation>조각 파일을 다시 내려받으세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="16"/>
        <source>cannot read this pytorch_model.bin (%1)</source>
        <translation>이 pytorch_model.bin을 읽을 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="17"/>
        <source>it must be a state dict written by torch.save in the zip format (PyTorch 1.6 or newer); re-save it with torch.save(model.state_dict(), path) or convert it to safetensors</source>
        <translation>torch.save가 zip 형식(PyTorch 1.6 이상)으로 쓴 state dict여야 합니다. torch.save(model.state_dict(), path)로 다시 저장하거나 safetensors로 변환하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="41"/>
        <source>a tensor&apos;s size or stride is not a whole number</source>
        <translation>텐서의 크기나 stride가 정수가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="61"/>
        <source>a tensor&apos;s size and stride differ in length</source>
        <translation>텐서의 크기와 stride의 길이가 다릅니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="66"/>
        <source>a tensor starts before its storage</source>
        <translation>텐서가 저장소보다 앞에서 시작합니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="69"/>
        <source>a tensor has a negative size or stride</source>
        <translation>텐서의 크기나 stride가 음수입니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="76"/>
        <source>a tensor&apos;s extent overflows</source>
        <translation>텐서의 범위가 넘칩니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="79"/>
        <source>a tensor reaches beyond its storage (element %1 of %2)</source>
        <translation>텐서가 저장소 밖까지 닿습니다 (원소 %2개 중 %1번)</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="92"/>
        <source>unknown storage type %1</source>
        <translation>알 수 없는 저장소 형식 %1</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="95"/>
        <source>the archive has no record %1</source>
        <translation>아카이브에 레코드 %1이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="100"/>
        <source>storage %1 is shorter than it claims</source>
        <translation>저장소 %1이(가) 밝힌 것보다 짧습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="123"/>
        <source>not a zip archive</source>
        <translation>zip 아카이브가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="131"/>
        <source>no data.pkl in the archive</source>
        <translation>아카이브에 data.pkl이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="139"/>
        <source>the archive holds no dictionary of tensors</source>
        <translation>아카이브에 텐서 딕셔너리가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/torch_bin_reader.cpp" line="157"/>
        <source>no tensors found</source>
        <translation>텐서를 찾지 못했습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="53"/>
        <source>%1 and %2 more</source>
        <translation>%1 외 %2개</translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="123"/>
        <source>%1 has shape %2 in the checkpoint and %3 for the new labels: a new head is trained in its place</source>
        <translation>%1의 형태가 체크포인트에서는 %2, 새 레이블에서는 %3입니다: 그 자리에 새 헤드를 학습합니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="131"/>
        <source>tensor &apos;%1&apos; has shape %2, but config.json implies %3</source>
        <translation>텐서 &apos;%1&apos;의 모양은 %2인데 config.json에 따르면 %3이어야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="135"/>
        <source>the weights and config.json belong to different models; use the config.json that was saved with these weights</source>
        <translation>가중치와 config.json이 서로 다른 모델의 것입니다. 이 가중치와 함께 저장된 config.json을 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="139"/>
        <source>tensor &apos;%1&apos; holds integers, not weights</source>
        <translation>텐서 &apos;%1&apos;에는 가중치가 아닌 정수가 들어 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="140"/>
        <source>the weights file is damaged; download or export it again</source>
        <translation>가중치 파일이 손상되었습니다. 다시 내려받거나 내보내세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="143"/>
        <source>the weights lack %1 tensor(s) that %2 needs: %3</source>
        <translation>가중치에 %2에 필요한 텐서 %1개가 없습니다: %3</translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="148"/>
        <source>check that config.json&apos;s architectures matches the checkpoint, or that no shard of a sharded checkpoint is missing</source>
        <translation>config.json의 architectures가 체크포인트와 맞는지, 나뉜 체크포인트의 조각이 빠지지 않았는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/weight_loading.cpp" line="167"/>
        <source>&apos;%1&apos; in the file differs from &apos;%2&apos;; the two are tied, so &apos;%2&apos; is used</source>
        <translation>파일의 &apos;%1&apos;이(가) &apos;%2&apos;와(과) 다릅니다. 둘은 묶여 있으므로 &apos;%2&apos;을(를) 씁니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="22"/>
        <source>&apos;%1&apos; is not a name for %2 &apos;%3&apos;</source>
        <translation>&apos;%1&apos;은(는) %2 &apos;%3&apos;의 이름으로 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="23"/>
        <location filename="../core/train/run_import.cpp" line="124"/>
        <source>give a name without &apos;/&apos;</source>
        <translation>&apos;/&apos; 없는 이름을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="27"/>
        <location filename="../core/project/artefact_store.cpp" line="82"/>
        <location filename="../core/train/run_import.cpp" line="157"/>
        <source>the project already has a %1 named &apos;%2&apos;</source>
        <translation>프로젝트에 이미 &apos;%2&apos;이라는 %1이(가) 있습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="37"/>
        <source>wait for the job to end or cancel it, then rename</source>
        <translation>작업이 끝나기를 기다리거나 취소한 뒤 이름을 바꾸세요</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="41"/>
        <source>cannot start renaming &apos;%1&apos;</source>
        <translation>&apos;%1&apos;의 이름 변경을 시작할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="43"/>
        <source>cannot rename &apos;%1&apos;</source>
        <translation>&apos;%1&apos;의 이름을 바꿀 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_renaming.cpp" line="62"/>
        <source>cannot commit renaming &apos;%1&apos;</source>
        <translation>&apos;%1&apos;의 이름 변경을 커밋할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="38"/>
        <source>cannot read what artefact %1 was made from</source>
        <translation>산출물 %1이(가) 무엇에서 만들어졌는지 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="78"/>
        <source>the %1 has no name</source>
        <translation>%1에 이름이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="79"/>
        <location filename="../core/tokenize/tokenizer_training.cpp" line="98"/>
        <source>give it a name</source>
        <translation>이름을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="86"/>
        <source>cannot start recording %1</source>
        <translation>%1의 기록을 시작할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="107"/>
        <source>cannot record %1</source>
        <translation>%1을(를) 기록할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="117"/>
        <source>cannot record what %1 was made from</source>
        <translation>%1이(가) 무엇에서 만들어졌는지 기록할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="120"/>
        <source>cannot commit %1</source>
        <translation>%1을(를) 커밋할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="134"/>
        <source>cannot list the project&apos;s artefacts</source>
        <translation>프로젝트의 산출물 목록을 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="144"/>
        <source>cannot look up %1</source>
        <translation>%1을(를) 찾을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="149"/>
        <source>the project has no %1 named &apos;%2&apos;</source>
        <translation>프로젝트에 &apos;%2&apos;이라는 %1이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="151"/>
        <source>list what it holds with `headwater-cli project list`</source>
        <translation>`headwater-cli project list`로 내용을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="173"/>
        <source>cannot look up artefact %1</source>
        <translation>산출물 %1을(를) 찾을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="178"/>
        <source>the project has no artefact %1</source>
        <translation>프로젝트에 산출물 %1이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="179"/>
        <source>it may have been deleted</source>
        <translation>지워졌을 수 있습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_store.cpp" line="221"/>
        <source>cannot find what was made from artefact %1</source>
        <translation>산출물 %1에서 만들어진 것을 찾을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="35"/>
        <source>cannot create the project&apos;s data folder</source>
        <translation>프로젝트의 데이터 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="38"/>
        <source>cannot start the import transaction</source>
        <translation>가져오기 트랜잭션을 시작할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="44"/>
        <source>the project already has a corpus named &apos;%1&apos;</source>
        <translation>프로젝트에 이미 &apos;%1&apos;이라는 코퍼스가 있습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="45"/>
        <location filename="../core/train/run_import.cpp" line="140"/>
        <location filename="../core/train/run_import.cpp" line="159"/>
        <source>choose another %1</source>
        <translation>다른 %1을(를) 고르세요</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="55"/>
        <source>cannot record the corpus</source>
        <translation>코퍼스를 기록할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="68"/>
        <source>cannot write the corpus text (%1)</source>
        <translation>코퍼스 텍스트를 쓸 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="86"/>
        <source>cannot prepare the document insert</source>
        <translation>문서 삽입을 준비할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="87"/>
        <source>check the project file</source>
        <translation>프로젝트 파일을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="132"/>
        <source>cannot store a document</source>
        <translation>문서를 저장할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="153"/>
        <source>cannot move the corpus text into place</source>
        <translation>코퍼스 텍스트를 제자리로 옮길 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="164"/>
        <location filename="../core/project/corpus_store.cpp" line="177"/>
        <source>cannot finish the import</source>
        <translation>가져오기를 마칠 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="211"/>
        <source>cannot list the corpora</source>
        <translation>코퍼스 목록을 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="236"/>
        <source>no such corpus</source>
        <translation>그런 코퍼스가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="238"/>
        <source>the project&apos;s corpus %1</source>
        <translation>프로젝트의 코퍼스 %1</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="243"/>
        <source>the corpus text is missing (%1)</source>
        <translation>코퍼스 텍스트가 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="245"/>
        <source>restore the project&apos;s .hwdata folder next to the project file</source>
        <translation>프로젝트 파일 옆에 프로젝트의 .hwdata 폴더를 되돌려 놓으세요</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="259"/>
        <source>cannot read the corpus documents</source>
        <translation>코퍼스 문서를 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/corpus_store.cpp" line="289"/>
        <source>cannot count the corpus documents</source>
        <translation>코퍼스 문서 수를 셀 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="21"/>
        <source>the project has no labelled set named &apos;%1&apos;</source>
        <translation>프로젝트에 &apos;%1&apos;이라는 레이블 데이터셋이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="23"/>
        <source>import one first with `headwater-cli import-corpus --label-field ... --project`</source>
        <translation>먼저 `headwater-cli import-corpus --label-field ... --project`로 가져오세요</translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="30"/>
        <source>%1, labelled set &apos;%2&apos;</source>
        <translation>%1, 레이블 데이터셋 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="33"/>
        <source>import the set into the project again</source>
        <translation>세트를 프로젝트로 다시 가져오세요</translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="45"/>
        <source>the labelled set&apos;s files are missing</source>
        <translation>레이블 데이터셋의 파일이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/labelled_set_files.cpp" line="46"/>
        <source>import the set again (its folder was moved or deleted)</source>
        <translation>데이터셋을 다시 가져오세요 (폴더가 옮겨졌거나 지워졌습니다)</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="36"/>
        <source>the project file is damaged (%1)</source>
        <translation>프로젝트 파일이 손상되었습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="42"/>
        <source>this SQLite database is not a Headwater project</source>
        <translation>이 SQLite 데이터베이스는 Headwater 프로젝트가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="43"/>
        <source>open a .hwproj file, or create a new project</source>
        <translation>.hwproj 파일을 열거나 새 프로젝트를 만드세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="49"/>
        <source>the project was saved by a newer Headwater (schema %1; this version reads up to %2)</source>
        <translation>더 새로운 Headwater로 저장된 프로젝트입니다 (스키마 %1, 이 버전은 %2까지 읽습니다)</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="53"/>
        <source>update Headwater to open it</source>
        <translation>Headwater를 업데이트해서 여세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="67"/>
        <source>project file not found</source>
        <translation>프로젝트 파일이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="68"/>
        <source>check the path, or create a new project</source>
        <translation>경로를 확인하거나 새 프로젝트를 만드세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="70"/>
        <source>not a file</source>
        <translation>파일이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="70"/>
        <source>choose a .hwproj file</source>
        <translation>.hwproj 파일을 고르세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="29"/>
        <location filename="../core/project/project_file_check.cpp" line="73"/>
        <source>cannot read the project file</source>
        <translation>프로젝트 파일을 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="16"/>
        <source>choose a .hwproj file made by Headwater, or restore this one from a backup</source>
        <translation>Headwater로 만든 .hwproj 파일을 고르거나, 이 파일을 백업에서 복원하세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_file_check.cpp" line="78"/>
        <source>not a Headwater project (the file is not an SQLite database)</source>
        <translation>Headwater 프로젝트가 아닙니다 (SQLite 데이터베이스가 아닌 파일)</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="32"/>
        <source>cannot save project setting &apos;%1&apos;</source>
        <translation>프로젝트 설정 &apos;%1&apos;을(를) 저장할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="53"/>
        <source>cannot open the project file</source>
        <translation>프로젝트 파일을 열 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="59"/>
        <source>the project file cannot use write-ahead logging (journal mode %1)</source>
        <translation>프로젝트 파일에 미리 쓰기 로그를 쓸 수 없습니다 (저널 모드 %1)</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="60"/>
        <source>keep projects on a local disk that supports shared memory</source>
        <translation>프로젝트는 공유 메모리를 지원하는 로컬 디스크에 두세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="83"/>
        <location filename="../core/project/project_store.cpp" line="202"/>
        <source>the project name is empty</source>
        <translation>프로젝트 이름이 비어 있습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="83"/>
        <location filename="../core/project/project_store.cpp" line="202"/>
        <source>enter a name</source>
        <translation>이름을 입력하세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="85"/>
        <source>a file with this name already exists</source>
        <translation>같은 이름의 파일이 이미 있습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="86"/>
        <source>open it, or choose another name for the new project</source>
        <translation>그 파일을 열거나 새 프로젝트에 다른 이름을 고르세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="89"/>
        <source>the folder does not exist</source>
        <translation>폴더가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="90"/>
        <source>create the folder first or choose another one</source>
        <translation>폴더를 먼저 만들거나 다른 폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="107"/>
        <source>cannot start writing the new project</source>
        <translation>새 프로젝트 쓰기를 시작할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="120"/>
        <source>cannot save the new project</source>
        <translation>새 프로젝트를 저장할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="136"/>
        <source>cannot create the project file</source>
        <translation>프로젝트 파일을 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="137"/>
        <source>check that the folder is writable</source>
        <translation>폴더에 쓸 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="150"/>
        <source>the project cannot be written (read-only folder)</source>
        <translation>프로젝트에 쓸 수 없습니다 (읽기 전용 폴더)</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="151"/>
        <source>the project cannot be written (read-only file)</source>
        <translation>프로젝트에 쓸 수 없습니다 (읽기 전용 파일)</translation>
    </message>
    <message>
        <location filename="../core/project/project_store.cpp" line="153"/>
        <location filename="../core/project/sqlite_failure.cpp" line="18"/>
        <source>make the project file and its folder writable, or copy the project to a folder you can write</source>
        <translation>프로젝트 파일과 폴더를 쓸 수 있게 하거나 쓸 수 있는 폴더로 프로젝트를 복사하세요</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="14"/>
        <source>project identity</source>
        <translation>프로젝트 정보</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="17"/>
        <source>runs and their metric streams</source>
        <translation>실행과 그 지표 기록</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="33"/>
        <source>corpora and their documents (texts in a file under the data directory)</source>
        <translation>코퍼스와 그 문서 (텍스트는 데이터 폴더 아래 파일에 있음)</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="52"/>
        <source>artefacts with lineage (corpora, tokenizers, models, ...)</source>
        <translation>계보가 있는 산출물 (코퍼스, 토크나이저, 모델 등)</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="92"/>
        <source>cannot start the schema upgrade</source>
        <translation>스키마 업그레이드를 시작할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="100"/>
        <source>schema upgrade to version %1 (%2) failed</source>
        <translation>스키마를 버전 %1(%2)(으)로 올리지 못했습니다</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="110"/>
        <source>cannot record the schema version</source>
        <translation>스키마 버전을 기록할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="163"/>
        <source>the project file is damaged: its table &apos;%1&apos; is missing</source>
        <translation>프로젝트 파일이 손상되었습니다: 테이블 &apos;%1&apos;이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="167"/>
        <source>the project file is damaged: its table &apos;%1&apos; has no column &apos;%2&apos;</source>
        <translation>프로젝트 파일이 손상되었습니다: 테이블 &apos;%1&apos;에 열 &apos;%2&apos;이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/sql_exec.cpp" line="21"/>
        <source>database statement failed: %1</source>
        <translation>데이터베이스 문을 실행하지 못했습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/project/sql_exec.cpp" line="31"/>
        <source>database query failed: %1</source>
        <translation>데이터베이스 조회에 실패했습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/project/sql_exec.cpp" line="34"/>
        <source>database query returned no row: %1</source>
        <translation>데이터베이스 질의가 행을 돌려주지 않았습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="13"/>
        <source>%1: the project is busy (another Headwater process is writing it)</source>
        <translation>%1: 프로젝트가 사용 중입니다 (다른 Headwater 프로세스가 쓰고 있음)</translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="14"/>
        <source>wait for the other import or job to finish, then try again</source>
        <translation>다른 가져오기나 작업이 끝나면 다시 시도하세요</translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="16"/>
        <source>%1: the project cannot be written (read-only file or folder)</source>
        <translation>%1: 프로젝트에 쓸 수 없습니다 (읽기 전용 파일이나 폴더)</translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="21"/>
        <source>the disk is full</source>
        <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="26"/>
        <source>%1: the project file is damaged (%2)</source>
        <translation>%1: 프로젝트 파일이 손상되었습니다 (%2)</translation>
    </message>
    <message>
        <location filename="../core/project/schema_migrations.cpp" line="164"/>
        <location filename="../core/project/schema_migrations.cpp" line="169"/>
        <location filename="../core/project/sqlite_failure.cpp" line="27"/>
        <source>restore the project file from a backup</source>
        <translation>백업에서 프로젝트 파일을 되살리세요</translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="29"/>
        <source>%1: the disk refused the operation (%2)</source>
        <translation>%1: 디스크가 작업을 거부했습니다 (%2)</translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="30"/>
        <source>check that the disk is mounted, writable and has room</source>
        <translation>디스크가 마운트되어 있고 쓸 수 있으며 공간이 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="33"/>
        <source>no reason given</source>
        <translation>이유가 주어지지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/project/sqlite_failure.cpp" line="35"/>
        <source>try again; if it persists, copy the project file aside and report it</source>
        <translation>다시 시도하세요. 계속되면 프로젝트 파일을 따로 복사해 두고 신고하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_trainer.cpp" line="82"/>
        <location filename="../core/tokenize/corpus_lines.cpp" line="24"/>
        <source>cannot read the corpus file (%1)</source>
        <translation>코퍼스 파일을 읽을 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="54"/>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="58"/>
        <source>tokenizer model type &apos;%1&apos; is not supported</source>
        <translation>토크나이저 모델 유형 &apos;%1&apos;은(는) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="55"/>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="74"/>
        <source>if it is XLM-RoBERTa&apos;s, set tokenizer_class to XLMRobertaTokenizer in tokenizer_config.json (or model_type to xlm-roberta in config.json)</source>
        <translation>XLM-RoBERTa의 것이라면 tokenizer_config.json의 tokenizer_class를 XLMRobertaTokenizer로 (또는 config.json의 model_type을 xlm-roberta로) 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="59"/>
        <source>Headwater reads WordPiece and byte-level BPE tokenizer.json files</source>
        <translation>Headwater는 WordPiece와 바이트 수준 BPE의 tokenizer.json 파일을 읽습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="71"/>
        <source>sentencepiece.bpe.model is read only as XLM-RoBERTa&apos;s tokenizer, and nothing in the folder says it is one</source>
        <translation>sentencepiece.bpe.model은 XLM-RoBERTa 토크나이저로만 읽는데, 폴더 어디에도 그렇다는 표시가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="138"/>
        <source>no tokenizer found</source>
        <translation>토크나이저가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/load_tokenizer.cpp" line="139"/>
        <source>the folder needs vocab.txt, tokenizer.json, vocab.json with merges.txt, sentencepiece.bpe.model or spm.model</source>
        <translation>폴더에 vocab.txt, tokenizer.json, vocab.json과 merges.txt, sentencepiece.bpe.model, spm.model 중 하나가 있어야 합니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="67"/>
        <source>%1 lacks an expected function; reinstall Headwater</source>
        <translation>%1에 필요한 함수가 없습니다. Headwater를 다시 설치하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="85"/>
        <source>build Headwater with libsentencepiece-dev installed</source>
        <translation>libsentencepiece-dev를 설치하고 Headwater를 빌드하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="95"/>
        <source>SentencePiece model not found</source>
        <translation>SentencePiece 모델이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="96"/>
        <source>give the .model file written by training</source>
        <translation>학습으로 만든 .model 파일을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="104"/>
        <source>cannot load the SentencePiece model (%1)</source>
        <translation>SentencePiece 모델을 불러올 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="105"/>
        <source>the file is damaged or not a SentencePiece model</source>
        <translation>파일이 손상되었거나 SentencePiece 모델이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="66"/>
        <source>the special token &apos;%1&apos; is not in vocab.json</source>
        <translation>특수 토큰 &apos;%1&apos;이(가) vocab.json에 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="68"/>
        <source>add the token to vocab.json, or name the tokenizer&apos;s own token in tokenizer_config.json</source>
        <translation>토큰을 vocab.json에 추가하거나, tokenizer_config.json에 토크나이저가 실제로 쓰는 토큰을 적으세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="76"/>
        <source>cannot read the merges (%1)</source>
        <translation>병합 규칙을 읽을 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="77"/>
        <source>give a merges.txt with one merge per line</source>
        <translation>한 줄에 병합 하나인 merges.txt를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="96"/>
        <source>merges.txt is not valid UTF-8</source>
        <translation>merges.txt가 올바른 UTF-8이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="97"/>
        <source>save merges.txt as UTF-8</source>
        <translation>merges.txt를 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="112"/>
        <source>tokenizer_config.json names %1, which is not a RoBERTa-style tokenizer</source>
        <translation>tokenizer_config.json에 적힌 %1은(는) RoBERTa 방식 토크나이저가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="114"/>
        <source>vocab.json and merges.txt alone are read as RoBERTa&apos;s tokenizer; give the tokenizer&apos;s tokenizer.json</source>
        <translation>vocab.json과 merges.txt만 있으면 RoBERTa 토크나이저로 읽습니다. 이 토크나이저의 tokenizer.json을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="170"/>
        <source>%1 is not valid JSON (%2)</source>
        <translation>%1이(가) 올바른 JSON이 아닙니다 (%2)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="172"/>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="175"/>
        <source>the file is damaged or cut short; save it again from the tokenizer</source>
        <translation>파일이 손상되었거나 중간에 잘렸습니다. 토크나이저에서 다시 저장하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="174"/>
        <source>%1 is not a JSON object</source>
        <translation>%1은(는) JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="195"/>
        <source>token &apos;%1&apos; has no usable id</source>
        <translation>토큰 &apos;%1&apos;에 쓸 수 있는 id가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="196"/>
        <source>give each token a whole-number id from 0 up</source>
        <translation>각 토큰에 0 이상의 정수 id를 주세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="201"/>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="127"/>
        <source>tokens &apos;%1&apos; and &apos;%2&apos; have the same id %3</source>
        <translation>토큰 &apos;%1&apos;과(와) &apos;%2&apos;의 id가 %3(으)로 같습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="202"/>
        <source>give each token its own id</source>
        <translation>토큰마다 서로 다른 id를 주세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="207"/>
        <location filename="../core/tokenize/byte_level_bpe_tokenizer.cpp" line="108"/>
        <source>give a vocab.json that maps each token to its id</source>
        <translation>각 토큰을 id에 대응시키는 vocab.json을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="214"/>
        <source>a merge is not two tokens separated by one space</source>
        <translation>병합 규칙이 공백 하나로 구분된 토큰 두 개가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="215"/>
        <source>each merge names the two tokens it joins, e.g. &apos;Ġ t&apos;</source>
        <translation>병합 규칙마다 합칠 두 토큰을 적습니다. 예: &apos;Ġ t&apos;</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="218"/>
        <source>the merge &apos;%1 %2&apos; needs &apos;%3&apos;, which is not in the vocabulary</source>
        <translation>병합 &apos;%1 %2&apos;에 필요한 &apos;%3&apos;이(가) 어휘에 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="220"/>
        <source>the merges must come from the same tokenizer as the vocabulary</source>
        <translation>병합 규칙은 어휘와 같은 토크나이저의 것이어야 합니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="236"/>
        <source>%1 in %2 is not a token</source>
        <translation>%2의 %1이(가) 토큰이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="237"/>
        <source>give the token as a string, e.g. &quot;&lt;mask&gt;&quot;, or as an object with its text in &quot;content&quot;, e.g. {&quot;content&quot;: &quot;&lt;mask&gt;&quot;, &quot;lstrip&quot;: true}; null for none</source>
        <translation>토큰을 &quot;&lt;mask&gt;&quot;처럼 문자열로, 또는 {&quot;content&quot;: &quot;&lt;mask&gt;&quot;, &quot;lstrip&quot;: true}처럼 텍스트를 &quot;content&quot;에 담은 객체로 지정하세요. 없으면 null로 두세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="344"/>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="185"/>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="139"/>
        <location filename="../core/tokenize/xlm_roberta_save.cpp" line="150"/>
        <source>cannot create the tokenizer directory</source>
        <translation>토크나이저 디렉터리를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="189"/>
        <source>cannot read the SentencePiece model</source>
        <translation>SentencePiece 모델을 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_tokenizer.cpp" line="190"/>
        <source>check that it still exists</source>
        <translation>아직 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="100"/>
        <source>cannot read %1 (%2)</source>
        <translation>%1을(를) 읽을 수 없습니다 (%2)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_config.cpp" line="26"/>
        <source>%1 is not a JSON object (%2)</source>
        <translation>%1은(는) JSON 객체가 아닙니다 (%2)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_config.cpp" line="27"/>
        <source>fix the file or delete it to use BERT&apos;s defaults</source>
        <translation>파일을 고치거나, 지워서 BERT 기본값을 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_tokenizer.cpp" line="21"/>
        <source>the vocabulary has no unknown token &apos;%1&apos;</source>
        <translation>어휘에 미지 토큰 &apos;%1&apos;이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_tokenizer.cpp" line="23"/>
        <source>add %1 to vocab.txt (BERT vocabularies keep it at id 100)</source>
        <translation>vocab.txt에 %1을(를) 추가하세요 (BERT 어휘는 id 100에 둡니다)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_tokenizer.cpp" line="55"/>
        <source>no vocab.txt or tokenizer.json found</source>
        <translation>vocab.txt나 tokenizer.json이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_tokenizer.cpp" line="56"/>
        <source>a WordPiece tokenizer directory holds vocab.txt (and tokenizer_config.json) or tokenizer.json</source>
        <translation>WordPiece 토크나이저 디렉터리에는 vocab.txt(와 tokenizer_config.json) 또는 tokenizer.json이 있습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="12"/>
        <source>cannot read the vocabulary (%1)</source>
        <translation>어휘를 읽을 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="13"/>
        <source>give a vocab.txt with one token per line</source>
        <translation>한 줄에 토큰 하나인 vocab.txt를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="31"/>
        <source>the vocabulary is not valid UTF-8</source>
        <translation>어휘가 올바른 UTF-8이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="33"/>
        <source>save vocab.txt as UTF-8</source>
        <translation>vocab.txt를 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_files.cpp" line="206"/>
        <location filename="../core/tokenize/byte_level_bpe_tokenizer.cpp" line="107"/>
        <location filename="../core/tokenize/unigram_model.cpp" line="23"/>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="50"/>
        <source>the vocabulary is empty</source>
        <translation>어휘가 비어 있습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="51"/>
        <source>give a vocab.txt with one token per line, including [UNK]</source>
        <translation>[UNK]를 포함해 한 줄에 토큰 하나인 vocab.txt를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="58"/>
        <source>the vocabulary has an empty entry</source>
        <translation>어휘에 빈 항목이 있습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="60"/>
        <source>remove the empty line; every line must hold one token</source>
        <translation>빈 줄을 지우세요. 모든 줄에 토큰이 하나씩 있어야 합니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="65"/>
        <source>token &apos;%1&apos; appears twice (lines %2 and %3)</source>
        <translation>토큰 &apos;%1&apos;이(가) 두 번 나옵니다 (%2번과 %3번 줄)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/wordpiece_vocab.cpp" line="66"/>
        <source>remove the duplicate; ids must be unique</source>
        <translation>중복을 지우세요. id는 겹치면 안 됩니다</translation>
    </message>
    <message>
        <location filename="../core/train/mask_fill_watch.cpp" line="39"/>
        <source>cannot write the mask-fill watch (%1)</source>
        <translation>마스크 채우기 관찰 기록을 쓸 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/train/mask_fill_watch.cpp" line="40"/>
        <source>check free disk space</source>
        <translation>디스크 여유 공간을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/train/mask_fill_watch.cpp" line="50"/>
        <source>cannot read the mask-fill watch (%1)</source>
        <translation>마스크 채우기 관찰 기록을 읽을 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/train/mask_fill_watch.cpp" line="51"/>
        <source>check that the run folder is readable</source>
        <translation>실행 폴더를 읽을 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="23"/>
        <source>watched sentence %1 has no %2 token</source>
        <translation>관찰 문장 %1에 %2 토큰이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="25"/>
        <source>write %1 where the model should guess a word</source>
        <translation>모델이 단어를 추측할 자리에 %1을(를) 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="27"/>
        <source>watched sentence %1 is %2 tokens long; the model reads at most %3</source>
        <translation>관찰 문장 %1은(는) %2 토큰입니다. 모델은 최대 %3 토큰까지 읽습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="31"/>
        <source>shorten it</source>
        <translation>줄이세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="87"/>
        <source>the general text for the forgetting watch holds no examples</source>
        <translation>망각 관찰용 일반 텍스트에 예제가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="90"/>
        <source>choose a corpus with some text, or no forgetting watch</source>
        <translation>텍스트가 있는 코퍼스를 고르거나 망각 관찰을 쓰지 마세요</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_watches.cpp" line="94"/>
        <source>forgetting watch: %1 general examples, %2 scored</source>
        <translation>망각 관찰: 일반 예제 %1개, %2개 채점</translation>
    </message>
    <message>
        <location filename="../core/train/run_metrics_log.cpp" line="42"/>
        <source>cannot write the metrics log (%1)</source>
        <translation>지표 기록을 쓸 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/train/run_metrics_log.cpp" line="45"/>
        <source>cannot write TensorBoard events in %1</source>
        <translation>%1에 TensorBoard 이벤트를 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/trainer_state.cpp" line="51"/>
        <source>the trainer state is damaged: %1 missing, fractional or out of range</source>
        <translation>트레이너 상태가 손상되었습니다: %1이(가) 없거나, 소수이거나, 범위를 벗어났습니다</translation>
    </message>
    <message>
        <location filename="../core/util/confined_path.cpp" line="11"/>
        <source>&apos;%1&apos; names a file outside its folder %2</source>
        <translation>&apos;%1&apos;이(가) 폴더 %2 밖의 파일을 가리킵니다</translation>
    </message>
    <message>
        <location filename="../core/util/confined_path.cpp" line="12"/>
        <source>only files inside the folder are read; the file may have been tampered with, so get it again from its source</source>
        <translation>폴더 안의 파일만 읽습니다. 파일이 변조되었을 수 있으니 원본에서 다시 받으세요</translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="29"/>
        <source>no space left on the disk</source>
        <translation>디스크에 남은 공간이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="31"/>
        <source>unknown reason</source>
        <translation>알 수 없는 이유</translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="32"/>
        <source>cannot write the file (%1)</source>
        <translation>파일을 쓸 수 없습니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="33"/>
        <source>cannot write the file (%1); %2 free on the disk of %3</source>
        <translation>파일을 쓸 수 없습니다 (%1). %3의 디스크에 %2 남아 있습니다</translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="38"/>
        <source>free space on that disk or choose a folder on another one</source>
        <translation>그 디스크의 공간을 비우거나 다른 디스크의 폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/util/disk_write_error.cpp" line="39"/>
        <source>check that the folder can be written and the disk has room</source>
        <translation>폴더에 쓸 수 있고 디스크에 공간이 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="20"/>
        <source>%1 is not an ordinary file</source>
        <translation>%1은(는) 일반 파일이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="21"/>
        <source>replace it with the file itself (pipes, sockets and devices are not read)</source>
        <translation>파일 자체로 바꾸세요 (파이프, 소켓, 장치는 읽지 않습니다)</translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="65"/>
        <source>%1 is missing</source>
        <translation>%1이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="66"/>
        <source>check the path, or that the folder is complete</source>
        <translation>경로를 확인하거나, 폴더가 온전한지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="68"/>
        <location filename="../core/util/ordinary_files.cpp" line="86"/>
        <source>cannot open %1 (%2)</source>
        <translation>%1을(를) 열 수 없습니다(%2)</translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="69"/>
        <location filename="../core/util/ordinary_files.cpp" line="87"/>
        <location filename="../core/util/ordinary_files.cpp" line="101"/>
        <source>check that the file can be read</source>
        <translation>파일을 읽을 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="78"/>
        <source>%1 is %2, more than such a file can be (%3)</source>
        <translation>%1의 크기가 %2로, 이런 파일이 가질 수 있는 크기(%3)보다 큽니다</translation>
    </message>
    <message>
        <location filename="../core/util/ordinary_files.cpp" line="80"/>
        <source>check that this is the right file</source>
        <translation>올바른 파일인지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/util/owned_folder.cpp" line="22"/>
        <source>output path is a file, not a folder</source>
        <translation>출력 경로가 폴더가 아니라 파일입니다</translation>
    </message>
    <message>
        <location filename="../core/util/owned_folder.cpp" line="29"/>
        <source>the folder was not written by Headwater, so it is not replaced</source>
        <translation>Headwater가 쓴 폴더가 아니므로 바꾸지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/util/owned_folder.cpp" line="30"/>
        <source>choose a new folder, or empty or remove this one yourself</source>
        <translation>새 폴더를 고르거나, 이 폴더를 직접 비우거나 지우세요</translation>
    </message>
    <message>
        <location filename="../core/system/compute_devices.cpp" line="96"/>
        <source>CUDA is not available in this build or on this machine; use cpu</source>
        <translation>이 빌드나 이 컴퓨터에서는 CUDA를 쓸 수 없습니다. cpu를 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/system/compute_devices.cpp" line="102"/>
        <source>no CUDA device %1 (this machine has %2)</source>
        <translation>CUDA 장치 %1이(가) 없습니다 (이 컴퓨터에는 %2개)</translation>
    </message>
    <message>
        <location filename="../core/system/device.cpp" line="21"/>
        <source>no device given</source>
        <translation>장치를 지정하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/system/device.cpp" line="22"/>
        <location filename="../core/train/cluster_launch.cpp" line="86"/>
        <source>unknown device &apos;%1&apos;</source>
        <translation>알 수 없는 장치 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/system/device.cpp" line="24"/>
        <source>use cpu, cuda or cuda:N (`headwater-cli info` lists this machine&apos;s devices)</source>
        <translation>cpu, cuda, cuda:N 중에서 쓰세요 (`headwater-cli info`가 이 컴퓨터의 장치를 보여 줍니다)</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="35"/>
        <location filename="../core/project/key_figures.cpp" line="168"/>
        <source>architecture</source>
        <translation>아키텍처</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="36"/>
        <source>documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="37"/>
        <source>characters</source>
        <translation>문자</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="38"/>
        <source>examples</source>
        <translation>예제</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="39"/>
        <location filename="../core/project/key_figures.cpp" line="179"/>
        <location filename="../core/train/finetune_job.cpp" line="248"/>
        <source>multi-label</source>
        <translation>다중 레이블</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="40"/>
        <source>labels</source>
        <translation>레이블</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="41"/>
        <source>labels per example</source>
        <translation>예제당 레이블</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="42"/>
        <source>malformed rows</source>
        <translation>잘못된 행</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="43"/>
        <source>duplicates removed</source>
        <translation>제거된 중복</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="44"/>
        <source>conflicting texts removed</source>
        <translation>제거된 충돌 텍스트</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="45"/>
        <source>vocabulary</source>
        <translation>어휘</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="46"/>
        <source>previous vocabulary</source>
        <translation>이전 어휘</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="47"/>
        <source>shared tokens</source>
        <translation>공유 토큰</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="48"/>
        <source>tokens composed from pieces</source>
        <translation>조각으로 구성한 토큰</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="49"/>
        <source>parameters</source>
        <translation>매개변수</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="50"/>
        <source>layers</source>
        <translation>층</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="51"/>
        <source>hidden size</source>
        <translation>은닉 크기</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="52"/>
        <source>tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="53"/>
        <source>steps</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="54"/>
        <source>loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="55"/>
        <location filename="../core/project/key_figures.cpp" line="251"/>
        <source>perplexity</source>
        <translation>퍼플렉서티</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="56"/>
        <source>masked tokens</source>
        <translation>마스크된 토큰</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="57"/>
        <source>test macro-F1</source>
        <translation>테스트 macro-F1</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="58"/>
        <source>validation macro-F1</source>
        <translation>검증 macro-F1</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="59"/>
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="60"/>
        <source>subset accuracy</source>
        <translation>부분집합 정확도</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="61"/>
        <source>macro-F1</source>
        <translation>macro-F1</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="62"/>
        <source>micro-F1</source>
        <translation>micro-F1</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="63"/>
        <source>weighted F1</source>
        <translation>가중 F1</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="64"/>
        <source>macro precision</source>
        <translation>매크로 정밀도</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="65"/>
        <source>macro recall</source>
        <translation>매크로 재현율</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="66"/>
        <source>Hamming loss</source>
        <translation>해밍 손실</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="67"/>
        <source>precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="68"/>
        <location filename="../core/project/lineage_roles.cpp" line="34"/>
        <source>evaluated</source>
        <translation>평가됨</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="69"/>
        <location filename="../core/project/lineage_roles.cpp" line="38"/>
        <source>probed</source>
        <translation>탐색됨</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="70"/>
        <source>weights</source>
        <translation>가중치</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="71"/>
        <source>samples checked against transformers</source>
        <translation>transformers와 대조한 표본</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="72"/>
        <source>largest difference from transformers</source>
        <translation>transformers와의 최대 차이</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="74"/>
        <source>samples checked against onnxruntime</source>
        <translation>onnxruntime과 대조한 표본</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="75"/>
        <source>largest difference from onnxruntime</source>
        <translation>onnxruntime과의 최대 차이</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="77"/>
        <source>int8 agreement</source>
        <translation>int8 일치율</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="78"/>
        <source>int8 check examples</source>
        <translation>int8 확인 예제</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="126"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="126"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="165"/>
        <source>kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="166"/>
        <source>measure</source>
        <translation>측정</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="167"/>
        <source>size preset</source>
        <translation>크기 프리셋</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="169"/>
        <source>format</source>
        <translation>형식</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="170"/>
        <source>corpora</source>
        <translation>코퍼스</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="171"/>
        <source>general-domain corpora</source>
        <translation>일반 도메인 코퍼스</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="172"/>
        <source>models</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="173"/>
        <source>Hugging Face model</source>
        <translation>Hugging Face 모델</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="174"/>
        <source>Hugging Face revision</source>
        <translation>Hugging Face 리비전</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="175"/>
        <source>split</source>
        <translation>분할</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="176"/>
        <source>splits</source>
        <translation>분할 방식</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="177"/>
        <source>text fields</source>
        <translation>텍스트 필드</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="178"/>
        <source>label fields</source>
        <translation>레이블 필드</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="180"/>
        <source>unicode normalisation</source>
        <translation>유니코드 정규화</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="181"/>
        <source>whitespace cleaned</source>
        <translation>공백 정리</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="182"/>
        <source>minimum characters per document</source>
        <translation>문서당 최소 글자 수</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="183"/>
        <source>maximum characters per document</source>
        <translation>문서당 최대 글자 수</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="184"/>
        <source>no limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="185"/>
        <source>duplicate documents dropped</source>
        <translation>중복 문서 제거</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="186"/>
        <source>validation share</source>
        <translation>검증 비율</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="187"/>
        <source>test share</source>
        <translation>테스트 비율</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="188"/>
        <source>split seed</source>
        <translation>분할 시드</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="189"/>
        <source>vocabulary size</source>
        <translation>어휘 크기</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="190"/>
        <source>lowercase</source>
        <translation>소문자로 바꾸기</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="191"/>
        <source>minimum frequency</source>
        <translation>최소 빈도</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="192"/>
        <source>character coverage</source>
        <translation>문자 커버리지</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="193"/>
        <source>words added</source>
        <translation>추가한 단어</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="194"/>
        <source>number of words added</source>
        <translation>추가한 단어 수</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="195"/>
        <source>device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="196"/>
        <source>class weights</source>
        <translation>클래스 가중치</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="197"/>
        <source>best epoch</source>
        <translation>최고 에포크</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="198"/>
        <source>watched sentences</source>
        <translation>지켜보는 문장</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="199"/>
        <source>texts</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="200"/>
        <source>guesses per mask</source>
        <translation>마스크당 예측 수</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="201"/>
        <source>bootstrap samples</source>
        <translation>부트스트랩 표본 수</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="202"/>
        <source>confidence level</source>
        <translation>신뢰 수준</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="203"/>
        <source>quantised int8 copy</source>
        <translation>int8 양자화 사본</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="210"/>
        <location filename="../core/project/key_figures.cpp" line="267"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="211"/>
        <source>set by the maximum steps</source>
        <translation>최대 스텝으로 정함</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="212"/>
        <location filename="../core/project/key_figures.cpp" line="213"/>
        <source>only at the end</source>
        <translation>끝날 때만</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="214"/>
        <location filename="../core/project/key_figures.cpp" line="258"/>
        <source>all</source>
        <translation>전체</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="215"/>
        <source>never</source>
        <translation>안 함</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="217"/>
        <source>base model folder</source>
        <translation>기반 모델 폴더</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="218"/>
        <source>generator folder</source>
        <translation>생성기 폴더</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="219"/>
        <source>folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="220"/>
        <source>files</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="221"/>
        <source>corpus files</source>
        <translation>코퍼스 파일</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="222"/>
        <source>general-domain corpus files</source>
        <translation>일반 도메인 코퍼스 파일</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="224"/>
        <source>data file</source>
        <translation>데이터 파일</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="225"/>
        <source>data file SHA-256</source>
        <translation>데이터 파일 SHA-256</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="227"/>
        <source>output folder</source>
        <translation>출력 폴더</translation>
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
        <translation>프로젝트</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="229"/>
        <source>cache folder</source>
        <translation>캐시 폴더</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="240"/>
        <source>new, random weights</source>
        <translation>새 모델, 무작위 가중치</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="241"/>
        <source>imported</source>
        <translation>가져옴</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="242"/>
        <location filename="../core/project/key_figures.cpp" line="243"/>
        <source>extended with domain words</source>
        <translation>도메인 단어로 확장</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="244"/>
        <source>fitted to another tokenizer</source>
        <translation>다른 토크나이저에 맞춤</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="245"/>
        <source>fine-tuned classifier</source>
        <translation>미세 조정한 분류기</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="246"/>
        <source>fine-tuning run</source>
        <translation>미세 조정 실행</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="247"/>
        <source>WordPiece</source>
        <translation>WordPiece</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="248"/>
        <source>Unigram</source>
        <translation>Unigram</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="249"/>
        <source>BPE</source>
        <translation>BPE</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="250"/>
        <source>byte-level BPE</source>
        <translation>바이트 수준 BPE</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="252"/>
        <source>mask fill</source>
        <translation>마스크 채우기</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="253"/>
        <source>classification metrics</source>
        <translation>분류 지표</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="254"/>
        <source>fine-tuning comparison</source>
        <translation>미세 조정 비교</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="255"/>
        <source>validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="256"/>
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="257"/>
        <source>test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="259"/>
        <source>drawn at random by the shares</source>
        <translation>비율에 따라 무작위로 나눔</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="260"/>
        <source>the dataset&apos;s own split files</source>
        <translation>데이터셋 자체의 분할 파일</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="261"/>
        <source>detected from the file</source>
        <translation>파일에서 감지</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="262"/>
        <source>one text per line</source>
        <translation>한 줄에 텍스트 하나</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="263"/>
        <source>documents separated by blank lines</source>
        <translation>빈 줄로 구분한 문서</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="264"/>
        <source>Hugging Face</source>
        <translation>Hugging Face</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="265"/>
        <source>ONNX</source>
        <translation>ONNX</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="266"/>
        <source>Hugging Face and ONNX</source>
        <translation>Hugging Face와 ONNX</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="268"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="293"/>
        <source>%1 h</source>
        <translation>%1시간</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="295"/>
        <source>%1 min</source>
        <translation>%1분</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="296"/>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="314"/>
        <source>%1 tokens</source>
        <translation>%1토큰</translation>
    </message>
    <message>
        <location filename="../core/project/key_figures.cpp" line="338"/>
        <source>%1 test macro-F1</source>
        <translation>%1 테스트 macro-F1</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="22"/>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="24"/>
        <source>finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="26"/>
        <source>stopped (resumable)</source>
        <translation>중지됨(재개 가능)</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="30"/>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="32"/>
        <source>interrupted (resumable)</source>
        <translation>중단됨(재개 가능)</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="54"/>
        <source>cannot record the run</source>
        <translation>실행을 기록할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="68"/>
        <source>cannot look up the run writing to %1</source>
        <translation>%1에 쓰는 실행을 찾을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="79"/>
        <source>cannot start resuming run %1</source>
        <translation>실행 %1을(를) 이어 하기 시작할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="92"/>
        <source>cannot resume run %1</source>
        <translation>실행 %1을(를) 이어 할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="109"/>
        <source>cannot record metric %1</source>
        <translation>지표 %1을(를) 기록할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="122"/>
        <source>cannot start a metrics transaction</source>
        <translation>지표 트랜잭션을 시작할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="130"/>
        <source>cannot commit the metrics</source>
        <translation>지표를 커밋할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="137"/>
        <source>cannot start recording the run %1</source>
        <translation>실행 %1의 기록을 시작할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="153"/>
        <source>cannot record the run %1</source>
        <translation>실행 %1을(를) 기록할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="164"/>
        <source>cannot commit the run %1</source>
        <translation>실행 %1을(를) 커밋할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="175"/>
        <source>cannot record the end of the run</source>
        <translation>실행의 종료를 기록할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="187"/>
        <source>cannot list the runs</source>
        <translation>실행 목록을 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="231"/>
        <source>cannot list the running runs</source>
        <translation>진행 중인 실행 목록을 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="250"/>
        <source>cannot mark run %1 as interrupted</source>
        <translation>실행 %1을(를) 중단됨으로 표시할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="260"/>
        <source>cannot list the metrics of run %1</source>
        <translation>실행 %1의 지표 목록을 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="274"/>
        <source>cannot read the run&apos;s progress</source>
        <translation>실행의 진행 상황을 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/run_store.cpp" line="290"/>
        <source>cannot read the metrics</source>
        <translation>지표를 읽을 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/stats/classification_metrics.cpp" line="128"/>
        <source>it predicts “%1” for every one of the %2 test examples: these metrics describe a constant guess; train longer, try another learning rate or check the labels&apos; balance</source>
        <translation>테스트 예제 %2개 모두에 “%1”을(를) 예측합니다: 이 지표는 늘 같은 추측을 나타낼 뿐입니다. 더 오래 학습하거나 다른 학습률을 시도하거나 레이블 균형을 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/corpus/labelled_dataset.cpp" line="215"/>
        <location filename="../core/stats/classification_metrics.cpp" line="131"/>
        <source>no label</source>
        <translation>레이블 없음</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_comparison.cpp" line="54"/>
        <source>Every model shares one tokenizer and is scored on the same masked tokens; lower is better.</source>
        <translation>모든 모델이 하나의 토크나이저를 공유하여 같은 마스크 토큰으로 평가됩니다. 낮을수록 좋습니다.</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_comparison.cpp" line="56"/>
        <source>Lower is better.</source>
        <translation>낮을수록 좋습니다.</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_comparison.cpp" line="61"/>
        <source>These models share a vocabulary of %1 tokens but cut text differently (e.g. one lower-cases it), so each is scored on its own masked tokens and their perplexities are not comparable: compare their bits per character (lower is better) instead.</source>
        <translation>이 모델들은 토큰 %1개의 어휘를 공유하지만 텍스트를 자르는 방식이 달라(예: 한쪽은 소문자로 바꿈) 각자 자기 마스크 토큰으로 평가되므로 퍼플렉서티를 비교할 수 없습니다: 대신 문자당 비트(낮을수록 좋음)를 비교하세요.</translation>
    </message>
    <message>
        <location filename="../core/eval/perplexity_comparison.cpp" line="69"/>
        <source>These models do not share a tokenizer (vocabularies of %1 tokens), so each is scored on its own masked tokens and their perplexities are not comparable: compare their bits per character (lower is better) instead.</source>
        <translation>이 모델들은 토크나이저를 공유하지 않으므로(어휘 크기 %1 토큰) 각자 다른 마스크 토큰으로 평가되어 퍼플렉서티를 비교할 수 없습니다. 대신 문자당 비트(낮을수록 좋음)를 비교하세요.</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_session.cpp" line="86"/>
        <source>adding up the loss of step %1</source>
        <translation>%1단계의 손실을 합산하는 중</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_session.cpp" line="88"/>
        <source>the loss became %1 at step %2 (learning rate %3)</source>
        <translation>단계 %2에서 손실이 %1이 되었습니다(학습률 %3)</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_session.cpp" line="106"/>
        <source>adding up the tokens of step %1</source>
        <translation>%1단계의 토큰 수를 합산하는 중</translation>
    </message>
    <message>
        <location filename="../core/train/internal/classifier_training.cpp" line="163"/>
        <location filename="../core/train/pretrain_session.cpp" line="108"/>
        <source>averaging the gradients of step %1</source>
        <translation>%1단계의 그래디언트를 평균하는 중</translation>
    </message>
    <message>
        <location filename="../core/train/pretrain_session.cpp" line="131"/>
        <source>counting the masked tokens of step %1</source>
        <translation>%1단계의 마스크된 토큰을 세는 중</translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="22"/>
        <source>the model&apos;s thresholds.json cannot be used: %1</source>
        <translation>모델의 thresholds.json을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="23"/>
        <source>delete it to decide every label at 0.5, or write it again: save thresholds on the Fine-tune page, or fine-tune the model again</source>
        <translation>지우면 모든 레이블을 0.5로 판정합니다. 또는 다시 쓰세요: 미세 조정 페이지에서 임계값을 저장하거나 모델을 다시 미세 조정하세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="33"/>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>올바른 JSON이 아닙니다 (%2바이트 위치에서 %1)</translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="36"/>
        <source>it holds a JSON object where a list of one number per label belongs</source>
        <translation>레이블마다 숫자 하나씩인 목록이 있어야 할 자리에 JSON 객체가 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="37"/>
        <source>it holds no list of one number per label</source>
        <translation>레이블마다 숫자 하나씩인 목록이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="40"/>
        <source>its list has length %1 where the model has %2 labels</source>
        <translation>목록의 길이는 %1인데 모델의 레이블은 %2개입니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="47"/>
        <source>the value for label %1 is %2, not a number</source>
        <translation>레이블 %1의 값이 숫자가 아닌 %2입니다</translation>
    </message>
    <message>
        <location filename="../core/model_io/thresholds_file.cpp" line="54"/>
        <source>the value for label %1 is %2, outside 0 to 1</source>
        <translation>레이블 %1의 값 %2이(가) 0에서 1 사이를 벗어납니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="24"/>
        <source>%1 or %2</source>
        <translation>%1 또는 %2</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="42"/>
        <source>&apos;%1&apos; is both the project&apos;s %2 &apos;%1&apos; and the folder %3</source>
        <translation>&apos;%1&apos;은(는) 프로젝트의 %2 &apos;%1&apos;이면서 폴더 %3이기도 합니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="44"/>
        <source>write ./%1 to mean the folder; to mean the project&apos;s %2, rename the folder or run the command from another folder</source>
        <translation>폴더를 뜻한다면 ./%1이라고 쓰세요. 프로젝트의 %2을(를) 뜻한다면 폴더 이름을 바꾸거나 다른 폴더에서 명령을 실행하세요</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="47"/>
        <source>&apos;%1&apos; is both the project&apos;s %2 &apos;%1&apos; and the file %3</source>
        <translation>&apos;%1&apos;은(는) 프로젝트의 %2 &apos;%1&apos;이면서 파일 %3이기도 합니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="49"/>
        <source>write ./%1 to mean the file; to mean the project&apos;s %2, rename the file or run the command from another folder</source>
        <translation>파일을 뜻한다면 ./%1이라고 쓰세요. 프로젝트의 %2을(를) 뜻한다면 파일 이름을 바꾸거나 다른 폴더에서 명령을 실행하세요</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="116"/>
        <source>the project has no %1 named &apos;%2&apos;, and there is no file or folder &apos;%2&apos; here</source>
        <translation>프로젝트에 &apos;%2&apos;이라는 %1이(가) 없고, 여기에 &apos;%2&apos;이라는 파일이나 폴더도 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/artefact_argument.cpp" line="121"/>
        <source>give a file or folder that exists, or make the %1 in the project first</source>
        <translation>있는 파일이나 폴더를 주거나, 먼저 프로젝트에 %1을(를) 만드세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_write_lock.cpp" line="32"/>
        <source>cannot open the project&apos;s write lock (%1)</source>
        <translation>프로젝트의 쓰기 잠금을 열 수 없습니다(%1)</translation>
    </message>
    <message>
        <location filename="../core/project/project_write_lock.cpp" line="34"/>
        <location filename="../core/project/project_write_lock.cpp" line="40"/>
        <source>check that the project&apos;s folder can be written</source>
        <translation>프로젝트 폴더에 쓸 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/project/project_write_lock.cpp" line="39"/>
        <source>cannot lock the project for writing</source>
        <translation>쓰기 위해 프로젝트를 잠글 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/project/project_write_lock.cpp" line="43"/>
        <source>waiting for another import into this project</source>
        <translation>이 프로젝트로 가져오는 다른 작업을 기다리는 중</translation>
    </message>
    <message>
        <location filename="../core/system/hub_cache.cpp" line="107"/>
        <source>fetch it once where there is a network (hf download %1, or huggingface-cli download %1), or set HF_HUB_CACHE to the cache that holds it</source>
        <translation>네트워크가 있는 곳에서 한 번 받아 두거나(hf download %1 또는 huggingface-cli download %1), HF_HUB_CACHE를 이 모델이 있는 캐시로 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/system/hub_cache.cpp" line="111"/>
        <source>&apos;%1&apos; is no folder here, and the Hugging Face cache holds no model &apos;%2&apos;</source>
        <translation>&apos;%1&apos;은(는) 여기 있는 폴더가 아니며, Hugging Face 캐시에도 모델 &apos;%2&apos;이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/system/hub_cache.cpp" line="126"/>
        <source>the Hugging Face cache holds &apos;%1&apos;, but not its revision &apos;%2&apos;</source>
        <translation>Hugging Face 캐시에 &apos;%1&apos;은(는) 있지만 리비전 &apos;%2&apos;은(는) 없습니다</translation>
    </message>
    <message>
        <location filename="../core/system/hub_cache.cpp" line="130"/>
        <source>the cached snapshot of &apos;%1&apos; has no config.json (an unfinished download?)</source>
        <translation>캐시에 있는 &apos;%1&apos;의 스냅숏에 config.json이 없습니다(내려받기가 끝나지 않았나요?)</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="8"/>
        <source>trained on</source>
        <translation>학습 데이터</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="10"/>
        <source>pretrained on</source>
        <translation>사전학습 데이터</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="12"/>
        <source>continued from</source>
        <translation>이어서 학습한 모델</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="14"/>
        <source>fine-tuned from</source>
        <translation>미세조정한 모델</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="16"/>
        <source>fine-tuned</source>
        <comment>a fine-tuning run&apos;s base model</comment>
        <translation>미세조정한 모델</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="18"/>
        <source>fine-tuned on</source>
        <translation>미세조정 데이터</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="20"/>
        <source>made by</source>
        <translation>만든 실행</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="22"/>
        <source>tokenizer</source>
        <comment>what a model was made with</comment>
        <translation>토크나이저</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="24"/>
        <source>extended from</source>
        <translation>확장한 원본</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="26"/>
        <source>extended from the tokenizer of</source>
        <translation>토크나이저를 확장한 원본</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="28"/>
        <source>extended with words from</source>
        <translation>추가한 단어의 출처</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="30"/>
        <source>resized from</source>
        <translation>크기를 바꾼 원본</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="32"/>
        <source>exported from</source>
        <translation>내보낸 원본</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="36"/>
        <source>scored on</source>
        <translation>평가 데이터</translation>
    </message>
    <message>
        <location filename="../core/project/lineage_roles.cpp" line="40"/>
        <source>compares</source>
        <translation>비교한 실행</translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="28"/>
        <source>cannot create the demo folder</source>
        <translation>데모 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="15"/>
        <source>the demo&apos;s files are missing</source>
        <translation>데모 파일이 없습니다</translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="16"/>
        <source>reinstall Headwater, or rebuild it from a complete source tree</source>
        <translation>Headwater를 다시 설치하거나 빠진 파일이 없는 소스 트리에서 다시 빌드하세요</translation>
    </message>
    <message>
        <location filename="../core/demo/demo_bundle.cpp" line="40"/>
        <source>cannot unpack the demo data</source>
        <translation>데모 데이터를 풀 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="24"/>
        <source>Headwater reads byte-level BPE tokenizers as RoBERTa, GPT-2 and ModernBERT ship them</source>
        <translation>Headwater는 RoBERTa, GPT-2, ModernBERT가 배포하는 형태의 바이트 수준 BPE 토크나이저를 읽습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="66"/>
        <source>the post-processor&apos;s template names the special token &apos;%1&apos;, which it does not define</source>
        <translation>후처리기 템플릿이 정의하지 않은 특수 토큰 &apos;%1&apos;을(를) 가리킵니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="69"/>
        <source>add the token to the template&apos;s special_tokens</source>
        <translation>템플릿의 special_tokens에 그 토큰을 추가하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="120"/>
        <source>the tokenizer&apos;s post-processor &apos;%1&apos; is not supported</source>
        <translation>토크나이저의 후처리기 &apos;%1&apos;은(는) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="144"/>
        <source>the tokenizer&apos;s normalizer &apos;%1&apos; is not supported</source>
        <translation>토크나이저의 정규화기 &apos;%1&apos;은(는) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="166"/>
        <source>the tokenizer&apos;s pre-tokenizer &apos;%1&apos; is not ByteLevel</source>
        <translation>토크나이저의 사전 토큰화기 &apos;%1&apos;이(가) ByteLevel이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="183"/>
        <source>the BPE model uses dropout, byte_fallback or a subword prefix or suffix, which byte-level BPE does not</source>
        <translation>BPE 모델이 dropout, byte_fallback 또는 하위 단어 접두사·접미사를 쓰는데, 바이트 수준 BPE는 이를 쓰지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="185"/>
        <source>give a byte-level BPE tokenizer.json (RoBERTa, GPT-2 or ModernBERT style)</source>
        <translation>바이트 수준 BPE tokenizer.json(RoBERTa, GPT-2, ModernBERT 방식)을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="304"/>
        <source>tokenizer model type &apos;%1&apos; is not BPE</source>
        <translation>토크나이저 모델 유형 &apos;%1&apos;이(가) BPE가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="323"/>
        <source>an added token has no content or id</source>
        <translation>추가 토큰에 content나 id가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="324"/>
        <source>give each entry of added_tokens a content and an id</source>
        <translation>added_tokens의 각 항목에 content와 id를 주세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_json.cpp" line="339"/>
        <source>%1 (merge %2)</source>
        <translation>%1 (병합 %2)</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_tokenizer.cpp" line="66"/>
        <location filename="../core/tokenize/xlm_roberta_tokenizer.cpp" line="62"/>
        <source>token &apos;%1&apos; has the id %2, outside the vocabulary</source>
        <translation>토큰 &apos;%1&apos;의 id %2이(가) 어휘 범위를 벗어납니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/byte_level_bpe_tokenizer.cpp" line="67"/>
        <location filename="../core/tokenize/xlm_roberta_tokenizer.cpp" line="63"/>
        <source>give each token an id from 0 to the vocabulary size - 1</source>
        <translation>각 토큰에 0부터 (어휘 크기 - 1)까지의 id를 주세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/precompiled_normalizer.cpp" line="100"/>
        <location filename="../core/tokenize/precompiled_normalizer.cpp" line="110"/>
        <source>the normaliser&apos;s character map is damaged</source>
        <translation>정규화기의 문자 변환표가 손상되었습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/precompiled_normalizer.cpp" line="101"/>
        <location filename="../core/tokenize/precompiled_normalizer.cpp" line="111"/>
        <source>copy the tokenizer again from the model it belongs to</source>
        <translation>토크나이저를 원래 모델에서 다시 복사하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_model_proto.cpp" line="135"/>
        <source>the SentencePiece model is damaged at byte %1</source>
        <translation>SentencePiece 모델의 %1번째 바이트가 손상되었습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_model_proto.cpp" line="136"/>
        <source>the file is cut short or is not a SentencePiece .model file; copy it again from the model it belongs to</source>
        <translation>파일이 중간에 잘렸거나 SentencePiece .model 파일이 아닙니다. 원래 모델에서 다시 복사하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_model_proto.cpp" line="192"/>
        <source>the SentencePiece model holds no pieces</source>
        <translation>SentencePiece 모델에 조각이 하나도 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/sentencepiece_model_proto.cpp" line="193"/>
        <source>give the .model file the tokenizer was trained into</source>
        <translation>토크나이저를 학습해 만든 .model 파일을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/unigram_model.cpp" line="24"/>
        <source>give the tokenizer&apos;s pieces with their scores</source>
        <translation>토크나이저의 조각과 그 점수를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/unigram_model.cpp" line="26"/>
        <source>the unknown token&apos;s id %1 is outside the vocabulary of %2 pieces</source>
        <translation>미등록 토큰의 id %1이(가) 조각 %2개짜리 어휘의 범위를 벗어납니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/unigram_model.cpp" line="29"/>
        <source>give a vocabulary that holds the unknown token</source>
        <translation>미등록 토큰이 들어 있는 어휘를 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="145"/>
        <source>the Precompiled normaliser&apos;s precompiled_charsmap is not base64</source>
        <translation>Precompiled 정규화기의 precompiled_charsmap이 base64가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="146"/>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="229"/>
        <source>the file is damaged; save it again from the tokenizer</source>
        <translation>파일이 손상되었습니다. 토크나이저에서 다시 저장하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="181"/>
        <source>the SentencePiece model has %1 pieces; XLM-RoBERTa&apos;s begins with &lt;unk&gt;, &lt;s&gt; and &lt;/s&gt;</source>
        <translation>SentencePiece 모델의 조각이 %1개뿐입니다. XLM-RoBERTa의 모델은 &lt;unk&gt;, &lt;s&gt;, &lt;/s&gt;로 시작합니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="184"/>
        <source>give the sentencepiece.bpe.model of an XLM-RoBERTa model</source>
        <translation>XLM-RoBERTa 모델의 sentencepiece.bpe.model을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="220"/>
        <source>the folder names XLM-RoBERTa&apos;s tokenizer, but tokenizer.json holds a %1 model</source>
        <translation>폴더에는 XLM-RoBERTa 토크나이저라고 적혀 있지만 tokenizer.json에는 %1 모델이 들어 있습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="222"/>
        <source>XLM-RoBERTa&apos;s tokenizer.json holds a Unigram model; give the model&apos;s own files</source>
        <translation>XLM-RoBERTa의 tokenizer.json에는 Unigram 모델이 들어 있어야 합니다. 모델에 딸린 원래 파일을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="228"/>
        <source>entry %1 of the Unigram vocabulary is not a [piece, score] pair</source>
        <translation>Unigram 어휘의 %1번째 항목이 [조각, 점수] 쌍이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="234"/>
        <source>the Unigram vocabulary has %1 pieces; XLM-RoBERTa&apos;s begins with &lt;s&gt;, &lt;pad&gt;, &lt;/s&gt; and &lt;unk&gt;</source>
        <translation>Unigram 어휘의 조각이 %1개뿐입니다. XLM-RoBERTa의 어휘는 &lt;s&gt;, &lt;pad&gt;, &lt;/s&gt;, &lt;unk&gt;로 시작합니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_files.cpp" line="237"/>
        <source>give the tokenizer.json of an XLM-RoBERTa model</source>
        <translation>XLM-RoBERTa 모델의 tokenizer.json을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_tokenizer.cpp" line="75"/>
        <source>the special token &apos;%1&apos; is not in the vocabulary</source>
        <translation>특수 토큰 &apos;%1&apos;이(가) 어휘에 없습니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/xlm_roberta_tokenizer.cpp" line="76"/>
        <source>name the tokenizer&apos;s own &lt;s&gt; and &lt;/s&gt; in tokenizer_config.json</source>
        <translation>tokenizer_config.json에 토크나이저가 실제로 쓰는 &lt;s&gt;와 &lt;/s&gt;를 적으세요</translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="21"/>
        <source>the environment variable %1 is &apos;%2&apos;</source>
        <translation>환경 변수 %1의 값이 &apos;%2&apos;입니다</translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="31"/>
        <source>the environment variable %1 is not set</source>
        <translation>환경 변수 %1이(가) 설정되지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="32"/>
        <source>start the run with torchrun or srun, which set it, or set it yourself</source>
        <translation>이 변수를 설정해 주는 torchrun이나 srun으로 실행하거나 직접 설정하세요</translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="38"/>
        <source>give a whole number from %1 on</source>
        <translation>%1 이상의 정수를 주세요</translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="67"/>
        <source>rank %1 is not below the world size %2</source>
        <translation>순위 %1이(가) 전체 프로세스 수 %2보다 작지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="69"/>
        <source>give each of the %1 processes a rank from 0 to %2</source>
        <translation>%1개 프로세스에 각각 0부터 %2까지의 순위를 주세요</translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="81"/>
        <source>the environment variable MASTER_ADDR is not set</source>
        <translation>환경 변수 MASTER_ADDR이 설정되지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="82"/>
        <source>set it to the host name or address of rank 0&apos;s machine (torchrun sets it)</source>
        <translation>순위 0 머신의 호스트 이름이나 주소로 설정하세요(torchrun이 설정합니다)</translation>
    </message>
    <message>
        <location filename="../core/system/distributed_environment.cpp" line="88"/>
        <source>give a free TCP port from 1 to 65535 on rank 0&apos;s machine</source>
        <translation>순위 0 머신에서 비어 있는 1~65535 사이의 TCP 포트를 주세요</translation>
    </message>
    <message>
        <location filename="../core/system/process_group.cpp" line="22"/>
        <source>rank %1 of %2 could not join the run at %3 within %4 s: %5</source>
        <translation>%2개 중 순위 %1이(가) %4초 안에 %3의 실행에 합류하지 못했습니다: %5</translation>
    </message>
    <message>
        <location filename="../core/system/process_group.cpp" line="29"/>
        <source>start all %1 processes with the same MASTER_ADDR and MASTER_PORT, and check that rank 0&apos;s machine accepts connections on that port</source>
        <translation>%1개 프로세스를 모두 같은 MASTER_ADDR와 MASTER_PORT로 시작하고, 순위 0 머신이 그 포트로 연결을 받는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/domain_terms.cpp" line="147"/>
        <source>&apos;%1&apos; is not one word of letters for this tokenizer</source>
        <translation>&apos;%1&apos;은(는) 이 토크나이저에서 글자로만 된 한 단어가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/domain_terms.cpp" line="149"/>
        <source>give single words of letters; a byte-level BPE tokenizer cuts digits, punctuation and spaces apart from letters</source>
        <translation>글자로만 된 단어를 하나씩 주세요. 바이트 수준 BPE 토크나이저는 숫자, 문장 부호, 공백을 글자와 따로 자릅니다</translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="24"/>
        <source>rank %1 of %2 joins the run at %3:%4 (%5)</source>
        <translation>랭크 %1/%2이(가) %3:%4의 실행에 참여합니다 (%5)</translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="38"/>
        <source>rank %1</source>
        <translation>랭크 %1</translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="39"/>
        <source>another of the run&apos;s %1 ranks</source>
        <translation>실행의 랭크 %1개 중 다른 하나</translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="41"/>
        <source>rank %1 of %2 lost %3 while %4: it stopped, or did not answer within %5 minutes (%6)</source>
        <translation>랭크 %1/%2이(가) %4 %3을(를) 잃었습니다: 그 랭크가 멈췄거나 %5분 안에 응답하지 않았습니다 (%6)</translation>
    </message>
    <message>
        <location filename="../core/train/internal/data_parallel.cpp" line="49"/>
        <source>see why that rank stopped, then start all %1 processes again with --resume: they continue from the last checkpoint</source>
        <translation>그 랭크가 멈춘 이유를 확인한 뒤 프로세스 %1개를 모두 --resume으로 다시 시작하세요: 마지막 체크포인트부터 이어집니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="31"/>
        <source>give the folder a pretraining run wrote (it holds run.json and metrics.jsonl)</source>
        <translation>사전학습 실행이 기록한 폴더를 지정하세요(run.json과 metrics.jsonl이 들어 있습니다)</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="39"/>
        <source>repair or delete that line, then add the run again</source>
        <translation>그 줄을 고치거나 지운 뒤 실행을 다시 추가하세요</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="50"/>
        <source>line %1 of the metrics log is not JSON (%2)</source>
        <translation>지표 기록의 %1번째 줄이 JSON이 아닙니다(%2)</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="53"/>
        <source>line %1 of the metrics log is not a JSON object</source>
        <translation>지표 기록의 %1번째 줄이 JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="58"/>
        <source>line %1 of the metrics log has no step number</source>
        <translation>지표 기록의 %1번째 줄에 단계 번호가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="69"/>
        <source>line %1 of the metrics log gives &apos;%2&apos; a value that is not a number</source>
        <translation>지표 기록의 %1번째 줄에서 &apos;%2&apos;의 값이 숫자가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="115"/>
        <source>no run folder here</source>
        <translation>여기에 실행 폴더가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="118"/>
        <source>the folder has no %1: it is not a pretraining run</source>
        <translation>폴더에 %1이(가) 없습니다: 사전학습 실행이 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="123"/>
        <source>&apos;%1&apos; is not a name for a run</source>
        <translation>&apos;%1&apos;은(는) 실행 이름으로 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="135"/>
        <source>the project already holds this run, as &apos;%1&apos;</source>
        <translation>프로젝트에 이 실행이 이미 &apos;%1&apos;(으)로 들어 있습니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="136"/>
        <source>nothing to add: open the run &apos;%1&apos; in the project</source>
        <translation>추가할 것이 없습니다: 프로젝트에서 실행 &apos;%1&apos;을(를) 여세요</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="139"/>
        <source>the project already has a run named &apos;%1&apos;</source>
        <translation>프로젝트에 이미 &apos;%1&apos;(이)라는 실행이 있습니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="200"/>
        <source>Added the run &apos;%1&apos; (%2, %3 steps) from %4 to the project</source>
        <translation>실행 &apos;%1&apos;(%2, %3단계)을(를) %4에서 프로젝트에 추가했습니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="205"/>
        <source>%1; it saved no final model</source>
        <translation>%1. 이 실행은 최종 모델을 저장하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import.cpp" line="206"/>
        <source>%1; its final model is the model &apos;%2&apos;</source>
        <translation>%1. 최종 모델은 모델 &apos;%2&apos;입니다</translation>
    </message>
    <message>
        <location filename="../core/train/run_import_job.cpp" line="14"/>
        <source>adding the run to the project</source>
        <translation>실행을 프로젝트에 추가하는 중</translation>
    </message>
    <message>
        <location filename="../core/train/run_import_job.h" line="17"/>
        <source>Add the run %1 to the project</source>
        <translation>실행 %1을(를) 프로젝트에 추가</translation>
    </message>
    <message>
        <location filename="../core/system/helper_paths.cpp" line="38"/>
        <source>%1 is in none of %2</source>
        <translation>%1이(가) %2 중 어디에도 없습니다</translation>
    </message>
    <message>
        <location filename="../core/system/helper_paths.cpp" line="43"/>
        <source>cannot load %1: %2</source>
        <translation>%1을(를) 불러올 수 없습니다: %2</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="28"/>
        <source>give a tokenizer.json of a BERT-style WordPiece tokenizer, as transformers saves it</source>
        <translation>transformers가 저장한 형태의 BERT 방식 WordPiece 토크나이저 tokenizer.json을 지정하세요</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="97"/>
        <source>tokenizer model type &apos;%1&apos; is not WordPiece</source>
        <translation>토크나이저 모델 유형 &apos;%1&apos;은(는) WordPiece가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="103"/>
        <source>normalizer &apos;%1&apos; is not BertNormalizer</source>
        <translation>정규화기 &apos;%1&apos;은(는) BertNormalizer가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/tokenize/tokenizer_files.cpp" line="122"/>
        <source>vocabulary ids are not 0..%1 without gaps (id %2)</source>
        <translation>어휘 id가 빈틈 없는 0..%1이 아닙니다 (id %2)</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="48"/>
        <location filename="../core/corpus/corpus_rows.cpp" line="140"/>
        <source>longer than %1 MiB: skipped</source>
        <translation>%1 MiB보다 길어 건너뜀</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="56"/>
        <source>not a JSON object (%1)</source>
        <translation>JSON 객체가 아닙니다 (%1)</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="64"/>
        <source>no field &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 필드가 없습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="151"/>
        <source>unbalanced quote</source>
        <translation>따옴표 짝이 맞지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="155"/>
        <source>bad quoting</source>
        <translation>따옴표가 잘못되었습니다</translation>
    </message>
    <message>
        <location filename="../core/corpus/corpus_rows.cpp" line="159"/>
        <source>%1 fields where the header has %2</source>
        <translation>머리글에는 필드가 %2개인데 %1개입니다</translation>
    </message>
    <message>
        <location filename="../core/dataset/evaluation_sample.cpp" line="26"/>
        <source>all %1 validation examples</source>
        <translation>검증 예제 %1개 전부</translation>
    </message>
    <message>
        <location filename="../core/dataset/evaluation_sample.cpp" line="27"/>
        <source>%1 of %2 validation examples (a fixed seeded sample across the split)</source>
        <translation>검증 예제 %2개 중 %1개 (분할 전체에서 시드로 고정한 표본)</translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="16"/>
        <source>%1, field &apos;%2&apos;</source>
        <translation>%1, 필드 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="33"/>
        <source>must be a whole number, not %1</source>
        <translation>%1이(가) 아니라 정수여야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="43"/>
        <source>must be a number, not %1</source>
        <translation>%1이(가) 아니라 숫자여야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="53"/>
        <source>must be true or false, not %1</source>
        <translation>%1이(가) 아니라 true나 false여야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="63"/>
        <source>must be a string, not %1</source>
        <translation>%1이(가) 아니라 문자열이어야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="75"/>
        <source>the string &quot;%1&quot;</source>
        <translation>문자열 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="80"/>
        <source>a list</source>
        <translation>목록</translation>
    </message>
    <message>
        <location filename="../core/model/internal/config_fields.h" line="80"/>
        <source>an object</source>
        <translation>객체</translation>
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
        <translation>config.json을 고치세요</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="23"/>
        <source>rope type &apos;%1&apos; is not supported</source>
        <translation>rope 유형 &apos;%1&apos;은(는) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="24"/>
        <source>only the &quot;default&quot; rotary positions are implemented</source>
        <translation>&quot;default&quot; 회전 위치만 구현되어 있습니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="27"/>
        <source>scaled rotary positions are not supported</source>
        <translation>배율을 적용한 회전 위치는 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="28"/>
        <source>remove rope_scaling</source>
        <translation>rope_scaling을 지우세요</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="33"/>
        <source>%1.rope_theta must be a number</source>
        <translation>%1.rope_theta는 숫자여야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="49"/>
        <location filename="../core/model/modernbert_config.cpp" line="197"/>
        <source>must list one attention kind for each of the %1 layers</source>
        <translation>레이어 %1개마다 어텐션 종류를 하나씩 나열해야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="56"/>
        <source>&apos;%1&apos; is not an attention kind</source>
        <translation>&apos;%1&apos;은(는) 어텐션 종류가 아닙니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="57"/>
        <source>use &quot;full_attention&quot; or &quot;sliding_attention&quot;</source>
        <translation>&quot;full_attention&quot;이나 &quot;sliding_attention&quot;을 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="176"/>
        <source>must be a whole number from 1 to 65536, not %1</source>
        <translation>%1이(가) 아니라 1에서 65536 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="179"/>
        <source>rope_theta must be above 0</source>
        <translation>rope_theta는 0보다 커야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="183"/>
        <source>must be a number from 0 to 1, not %1</source>
        <translation>%1이(가) 아니라 0에서 1 사이의 숫자여야 합니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="188"/>
        <source>heads of %1 dimensions (hidden_size %2 / %3 heads) cannot take rotary positions, which need an even head size</source>
        <translation>%1차원 헤드(hidden_size %2 / 헤드 %3개)에는 회전 위치를 쓸 수 없습니다. 회전 위치에는 짝수 헤드 크기가 필요합니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="193"/>
        <source>choose a head count that leaves an even head size</source>
        <translation>헤드 크기가 짝수가 되는 헤드 수를 고르세요</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="201"/>
        <source>pooling &apos;%1&apos; is not supported</source>
        <translation>풀링 &apos;%1&apos;은(는) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../core/model/modernbert_config.cpp" line="202"/>
        <source>use &quot;cls&quot; or &quot;mean&quot;</source>
        <translation>&quot;cls&quot;나 &quot;mean&quot;을 쓰세요</translation>
    </message>
    <message>
        <location filename="../core/model_io/pretraining_record.cpp" line="44"/>
        <source>this model has had little pretraining (%1 steps, %2 tokens): at lr %3 fine-tuning may learn almost nothing; use %4 1e-4 or more, or pretrain it longer first</source>
        <translation>이 모델은 사전학습이 거의 되지 않았습니다 (%1스텝, 토큰 %2개): lr %3에서는 미세 조정으로 거의 아무것도 배우지 못할 수 있습니다. %4을(를) 1e-4 이상으로 하거나, 먼저 더 오래 사전학습하세요</translation>
    </message>
    <message>
        <location filename="../core/system/library_versions.cpp" line="24"/>
        <source>unknown (no /proc/self/maps)</source>
        <translation>알 수 없음 (/proc/self/maps 없음)</translation>
    </message>
    <message>
        <location filename="../core/system/library_versions.cpp" line="43"/>
        <source>Intel MKL, linked into libtorch</source>
        <translation>Intel MKL (libtorch에 링크됨)</translation>
    </message>
    <message>
        <location filename="../core/system/library_versions.cpp" line="44"/>
        <source>none loaded (libtorch uses its built-in kernels)</source>
        <translation>로드된 것 없음 (libtorch가 내장 커널을 씁니다)</translation>
    </message>
    <message>
        <location filename="../core/train/internal/masked_lm_objective.cpp" line="62"/>
        <source>%1 from %2%3</source>
        <translation>%2의 %1%3</translation>
    </message>
    <message>
        <location filename="../core/train/internal/masked_lm_objective.cpp" line="64"/>
        <source>, with next-sentence prediction</source>
        <translation>, 다음 문장 예측 포함</translation>
    </message>
</context>
<context>
    <name>hw::ui::AboutDialog</name>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="47"/>
        <source>About Headwater</source>
        <translation>Headwater 정보</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="48"/>
        <source>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;Domain-adaptive pretraining studio for BERT and ELECTRA encoders.&lt;br&gt;&lt;i&gt;Clear the upstream model, and the downstream task runs clear.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;BERT와 ELECTRA 인코더를 위한 도메인 적응 사전학습 스튜디오.&lt;br&gt;&lt;i&gt;상류의 모델이 맑으면 하류의 과제도 맑게 흐릅니다.&lt;/i&gt;</translation>
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
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="75"/>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="93"/>
        <source>%1 (model)</source>
        <translation>%1 (모델)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="107"/>
        <source>%1 · Hugging Face cache</source>
        <translation>%1 · Hugging Face 캐시</translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="113"/>
        <source>New model…</source>
        <translation>새 모델…</translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="118"/>
        <source>Import a Hugging Face model folder…</source>
        <translation>Hugging Face 모델 폴더 가져오기…</translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="119"/>
        <source>Choose a folder…</source>
        <translation>폴더 선택…</translation>
    </message>
    <message>
        <location filename="../ui/widgets/artefact_picker.cpp" line="172"/>
        <source>Choose a folder</source>
        <translation>폴더 선택</translation>
    </message>
</context>
<context>
    <name>hw::ui::ClusterLaunchButton</name>
    <message>
        <location filename="../ui/pretrain/cluster_launch_button.cpp" line="44"/>
        <source>Run on a c&amp;luster…</source>
        <translation>클러스터에서 실행(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_button.cpp" line="45"/>
        <source>Run on a cluster</source>
        <translation>클러스터에서 실행</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_button.cpp" line="47"/>
        <source>Write this run with a Slurm script and a torchrun script that start it on other machines</source>
        <translation>이 실행을 다른 머신에서 시작하는 Slurm 스크립트와 torchrun 스크립트와 함께 씁니다</translation>
    </message>
</context>
<context>
    <name>hw::ui::ClusterLaunchDialog</name>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="138"/>
        <source>Cannot write: %1</source>
        <translation>쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="143"/>
        <source>Written to %1. Copy what the cluster must reach, then start the run there.</source>
        <translation>%1에 썼습니다. 클러스터가 접근해야 하는 것을 복사한 뒤 그곳에서 실행을 시작하세요.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="156"/>
        <source>Files written:</source>
        <translation>쓴 파일:</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="159"/>
        <source>Start the run with Slurm:</source>
        <translation>Slurm으로 실행 시작:</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="161"/>
        <source>or on one machine with torchrun:</source>
        <translation>또는 한 대의 머신에서 torchrun으로:</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="164"/>
        <source>The machines that run it must reach these paths (see README.txt):</source>
        <translation>실행하는 머신들이 다음 경로에 접근할 수 있어야 합니다(README.txt 참고):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="167"/>
        <source>When the run has finished and its folder is back here, add it to the project:</source>
        <translation>실행이 끝나고 폴더를 이곳으로 가져온 뒤 프로젝트에 추가하세요:</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="175"/>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="210"/>
        <source>Folder for the run</source>
        <translation>실행 폴더</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="187"/>
        <source>Run on a cluster</source>
        <translation>클러스터에서 실행</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="189"/>
        <source>CUDA GPUs</source>
        <translation>CUDA GPU</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="190"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="195"/>
        <source>&amp;Nodes:</source>
        <translation>노드(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="195"/>
        <source>Nodes</source>
        <translation>노드</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="195"/>
        <source>Machines the run is spread over</source>
        <translation>실행을 나누어 맡을 머신 수</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="196"/>
        <source>&amp;GPUs per node:</source>
        <translation>노드당 GPU(&amp;G):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="196"/>
        <source>&amp;Processes per node:</source>
        <translation>노드당 프로세스(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="197"/>
        <source>GPUs per node</source>
        <translation>노드당 GPU</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="197"/>
        <source>Processes per node</source>
        <translation>노드당 프로세스</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="198"/>
        <source>Processes torchrun starts on each node: one per GPU</source>
        <translation>torchrun이 노드마다 시작하는 프로세스 수: GPU마다 하나</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="199"/>
        <source>Processes torchrun starts on each node, sharing its CPU cores</source>
        <translation>torchrun이 노드마다 시작하는 프로세스 수: 노드의 CPU 코어를 나누어 씁니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="200"/>
        <source>&amp;Device:</source>
        <translation>장치(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="200"/>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="200"/>
        <source>What each process trains on</source>
        <translation>각 프로세스가 학습에 쓰는 장치</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="201"/>
        <source>&amp;CPU cores per process:</source>
        <translation>프로세스당 CPU 코어(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="201"/>
        <source>CPU cores per process</source>
        <translation>프로세스당 CPU 코어</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="202"/>
        <source>Slurm gives each node this many cores per process (--cpus-per-task)</source>
        <translation>Slurm이 노드마다 프로세스당 이만큼의 코어를 배정합니다(--cpus-per-task)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="203"/>
        <source>Slurm p&amp;artition:</source>
        <translation>Slurm 파티션(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="203"/>
        <source>Slurm partition</source>
        <translation>Slurm 파티션</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="203"/>
        <source>Empty: the cluster&apos;s default partition</source>
        <translation>비워 두면 클러스터의 기본 파티션</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="204"/>
        <source>&amp;Time limit:</source>
        <translation>시간 제한(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="204"/>
        <source>Time limit</source>
        <translation>시간 제한</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="205"/>
        <source>Slurm stops the job after this long; five minutes before, the run saves a checkpoint</source>
        <translation>이 시간이 지나면 Slurm이 작업을 멈춥니다. 그 5분 전에 실행이 체크포인트를 저장합니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="206"/>
        <source>headwater-cli on the cl&amp;uster:</source>
        <translation>클러스터의 headwater-cli(&amp;U):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="206"/>
        <source>headwater-cli on the cluster</source>
        <translation>클러스터의 headwater-cli</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="207"/>
        <source>Its path on the cluster&apos;s machines, or headwater-cli when it is on their PATH</source>
        <translation>클러스터 머신에서의 경로, 또는 PATH에 있다면 headwater-cli</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="208"/>
        <source>Rendezvous po&amp;rt:</source>
        <translation>랑데부 포트(&amp;R):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="208"/>
        <source>Rendezvous port</source>
        <translation>랑데부 포트</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="209"/>
        <source>A free TCP port on the first node, where the processes meet</source>
        <translation>프로세스들이 만나는 첫 번째 노드의 비어 있는 TCP 포트</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="210"/>
        <source>&amp;Folder:</source>
        <translation>폴더(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="211"/>
        <source>Where run.json and the launch scripts are written; the run writes its checkpoints here</source>
        <translation>run.json과 실행 스크립트를 쓸 곳입니다. 실행은 체크포인트도 이곳에 씁니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="219"/>
        <source> h</source>
        <translation> 시간</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="220"/>
        <source>the cluster&apos;s default</source>
        <translation>클러스터 기본값</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="221"/>
        <source>C&amp;hoose…</source>
        <translation>고르기(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="222"/>
        <source>Choose the folder for the run</source>
        <translation>실행 폴더 고르기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="223"/>
        <source>&amp;Write</source>
        <translation>쓰기(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="224"/>
        <source>Write the run and its launch scripts</source>
        <translation>실행과 실행 스크립트 쓰기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="225"/>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="226"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="227"/>
        <source>Cluster launch status</source>
        <translation>클러스터 실행 준비 상태</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/cluster_launch_dialog.cpp" line="228"/>
        <source>Written files and commands</source>
        <translation>쓴 파일과 명령</translation>
    </message>
</context>
<context>
    <name>hw::ui::ComparePage</name>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="125"/>
        <location filename="../ui/compare/compare_page.cpp" line="280"/>
        <source>Open a probe file</source>
        <translation>프로브 파일 열기</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="126"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>텍스트 파일 (*.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="131"/>
        <source>Export the predictions</source>
        <translation>예측 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="132"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="160"/>
        <source>Choose at least one model and type sentences with [MASK], one per line.</source>
        <translation>모델을 하나 이상 고르고 [MASK]가 든 문장을 한 줄에 하나씩 입력하세요.</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="182"/>
        <source>Predicting…</source>
        <translation>예측 중…</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="190"/>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="203"/>
        <source>Saved %1</source>
        <translation>%1에 저장했습니다</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="308"/>
        <source>every model has this token in its top %1</source>
        <translation>모든 모델의 상위 %1개에 든 토큰</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="276"/>
        <source>&amp;Mask-fill</source>
        <translation>마스크 채우기(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="277"/>
        <source>Sentences tried before</source>
        <translation>전에 해본 문장</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="278"/>
        <source>Choose one to put it back in the probe box</source>
        <translation>하나를 고르면 프로브 칸에 다시 넣습니다</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="279"/>
        <source>Op&amp;en probe file…</source>
        <translation>프로브 파일 열기(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="281"/>
        <source>Export &amp;CSV…</source>
        <translation>CSV 내보내기(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="282"/>
        <source>Export the predictions as CSV</source>
        <translation>예측을 CSV로 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="283"/>
        <source>&amp;Downstream</source>
        <translation>다운스트림(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="284"/>
        <source>&amp;Perplexity</source>
        <translation>퍼플렉서티(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="285"/>
        <source>C&amp;urves</source>
        <translation>곡선(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="286"/>
        <source>Comparisons</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="287"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="287"/>
        <source>Mask</source>
        <translation>마스크</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="287"/>
        <source>Rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="292"/>
        <source>Model %1 to compare</source>
        <translation>비교할 모델 %1</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="293"/>
        <source>&amp;Probe sentences with [MASK], one per line:</source>
        <translation>[MASK]가 든 탐침 문장, 한 줄에 하나씩(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="294"/>
        <source>Probe sentences</source>
        <translation>탐침 문장</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="295"/>
        <source>top </source>
        <translation>상위 </translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="296"/>
        <source>Predictions per mask</source>
        <translation>마스크당 예측 수</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="297"/>
        <source>Device for mask-fill</source>
        <translation>마스크 채우기 장치</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="298"/>
        <source>The models stay loaded on this device between queries.</source>
        <translation>질의 사이에 모델이 이 장치에 올라간 채로 유지됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="299"/>
        <source>&amp;Fill masks</source>
        <translation>마스크 채우기(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="300"/>
        <source>Fill masks</source>
        <translation>마스크 채우기</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="301"/>
        <source>Comparison status</source>
        <translation>비교 상태</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_page.cpp" line="302"/>
        <source>Mask-fill predictions side by side</source>
        <translation>나란히 본 마스크 채우기 예측</translation>
    </message>
</context>
<context>
    <name>hw::ui::ConfusionMatrixView</name>
    <message>
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="68"/>
        <source>true %1, predicted %2: %3</source>
        <translation>정답 %1, 예측 %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="78"/>
        <source>%1 taken for %2 (%3)</source>
        <translation>%1을(를) %2(으)로 봄 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="83"/>
        <source>No confusion matrix</source>
        <translation>혼동 행렬 없음</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="85"/>
        <source>%n label(s), rows true, columns predicted; no confusions</source>
        <translation>
            <numerusform>레이블 %n개, 행은 정답·열은 예측; 혼동 없음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/widgets/confusion_matrix_view.cpp" line="86"/>
        <source>%n label(s), rows true, columns predicted; most confused: %1</source>
        <translation>
            <numerusform>레이블 %n개, 행은 정답·열은 예측; 가장 많이 혼동: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusBrowserPanel</name>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="184"/>
        <source>Reading…</source>
        <translation>읽는 중…</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="184"/>
        <source>Searching…</source>
        <translation>찾는 중…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="192"/>
        <source>%n document(s)</source>
        <translation>
            <numerusform>문서 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="193"/>
        <source>%n document(s) contain “%1”</source>
        <translation>
            <numerusform>“%1”이(가) 들어간 문서 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="198"/>
        <source>validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="198"/>
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="195"/>
        <source>Page %1 of %2</source>
        <translation>%2쪽 중 %1쪽</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="208"/>
        <source>All documents</source>
        <translation>모든 문서</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="209"/>
        <source>Training split</source>
        <translation>학습 분할</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="210"/>
        <source>Validation split</source>
        <translation>검증 분할</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="211"/>
        <source>Search the documents…</source>
        <translation>문서 검색…</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="212"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="212"/>
        <source>Split</source>
        <translation>분할</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="212"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="213"/>
        <source>&amp;Previous</source>
        <translation>이전(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="214"/>
        <source>&amp;Next</source>
        <translation>다음(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="215"/>
        <source>Documents of which split</source>
        <translation>어느 분할의 문서</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="216"/>
        <source>Search the corpus</source>
        <translation>코퍼스 검색</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="217"/>
        <source>Matching documents</source>
        <translation>일치하는 문서</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="218"/>
        <source>Corpus documents</source>
        <translation>코퍼스 문서</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="219"/>
        <source>Previous page</source>
        <translation>이전 쪽</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="220"/>
        <source>Next page</source>
        <translation>다음 쪽</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_browser_panel.cpp" line="221"/>
        <source>Page</source>
        <translation>쪽</translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusImportPanel</name>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="216"/>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="429"/>
        <source>Add corpus files</source>
        <translation>말뭉치 파일 추가</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="217"/>
        <source>Corpus files (*.txt *.jsonl *.json *.csv *.tsv *.gz *.zst *.xz *.parquet *.arrow);;All files (*)</source>
        <translation>말뭉치 파일 (*.txt *.jsonl *.json *.csv *.tsv *.gz *.zst *.xz *.parquet *.arrow);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="224"/>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="430"/>
        <source>Add a folder of corpus files</source>
        <translation>말뭉치 파일 폴더 추가</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="261"/>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="444"/>
        <source>Columns: %1</source>
        <translation>열: %1</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="311"/>
        <source>too short: skipped</source>
        <translation>너무 짧음: 건너뜀</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="312"/>
        <source>too long: skipped</source>
        <translation>너무 긺: 건너뜀</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="322"/>
        <source>corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="330"/>
        <source>Open or create a project first (Project page): corpora are stored in a project.</source>
        <translation>먼저 프로젝트를 열거나 만드세요(프로젝트 페이지). 말뭉치는 프로젝트에 저장됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="336"/>
        <source>Add at least one file or folder to import.</source>
        <translation>가져올 파일이나 폴더를 하나 이상 추가하세요.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="341"/>
        <source>Give the corpus a name.</source>
        <translation>말뭉치 이름을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="348"/>
        <source>The project already has a corpus named “%1”: choose another name.</source>
        <translation>프로젝트에 이미 “%1” 말뭉치가 있습니다. 다른 이름을 고르세요.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="369"/>
        <source>Importing “%1”… (see Jobs)</source>
        <translation>“%1” 가져오는 중… (작업 창 참고)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="390"/>
        <source>Open or create a project first</source>
        <translation>먼저 프로젝트를 열거나 만드세요</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="400"/>
        <source>&amp;Files and folders to import (drop them here):</source>
        <translation>가져올 파일과 폴더(여기에 끌어다 놓기)(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="401"/>
        <source>Add &amp;files…</source>
        <translation>파일 추가(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="402"/>
        <source>Add f&amp;older…</source>
        <translation>폴더 추가(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="403"/>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="404"/>
        <source>F&amp;ormat:</source>
        <translation>형식(&amp;O):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="405"/>
        <source>Detect from the file</source>
        <translation>파일에서 감지</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="406"/>
        <source>Plain text (one document per line)</source>
        <translation>일반 텍스트(한 줄에 문서 하나)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="407"/>
        <source>Documents separated by blank lines</source>
        <translation>빈 줄로 구분된 문서</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="408"/>
        <source>JSONL</source>
        <translation>JSONL</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="409"/>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="410"/>
        <source>TSV</source>
        <translation>TSV</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="411"/>
        <source>Parquet</source>
        <translation>Parquet</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="412"/>
        <source>Arrow (the datasets cache)</source>
        <translation>Arrow (datasets 캐시)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="413"/>
        <source>&amp;Text field:</source>
        <translation>텍스트 필드(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="414"/>
        <source>&amp;Unicode normalisation:</source>
        <translation>유니코드 정규화(&amp;U):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="415"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="416"/>
        <source>Drop &amp;duplicate documents</source>
        <translation>중복 문서 제거(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="417"/>
        <source>&amp;Minimum characters:</source>
        <translation>최소 글자 수(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="418"/>
        <source>Ma&amp;ximum characters:</source>
        <translation>최대 글자 수(&amp;X):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="419"/>
        <source>no limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="420"/>
        <source>&amp;Validation share:</source>
        <translation>검증 비율(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="421"/>
        <source>Split s&amp;eed:</source>
        <translation>분할 시드(&amp;E):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="422"/>
        <source>Corpus &amp;name:</source>
        <translation>말뭉치 이름(&amp;N):</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="424"/>
        <source>Preview of the first %n document(s), as they will be stored:</source>
        <translation>
            <numerusform>저장될 모습 그대로 본 처음 %n개 문서 미리보기:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="425"/>
        <source>Location</source>
        <translation>위치</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="425"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="425"/>
        <source>Note</source>
        <translation>비고</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="426"/>
        <source>&amp;Import</source>
        <translation>가져오기(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="428"/>
        <source>Files to import</source>
        <translation>가져올 파일</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="431"/>
        <source>Remove the selected files</source>
        <translation>선택한 파일 제거</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="432"/>
        <source>Corpus format</source>
        <translation>말뭉치 형식</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="433"/>
        <source>Text field</source>
        <translation>텍스트 필드</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="434"/>
        <source>Unicode normalisation</source>
        <translation>유니코드 정규화</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="435"/>
        <source>Drop duplicate documents</source>
        <translation>중복 문서 제거</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="436"/>
        <source>Minimum characters per document</source>
        <translation>문서당 최소 글자 수</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="437"/>
        <source>Maximum characters per document</source>
        <translation>문서당 최대 글자 수</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="438"/>
        <source>Validation share in percent</source>
        <translation>검증 비율(퍼센트)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="439"/>
        <source>Split seed</source>
        <translation>분할 시드</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="440"/>
        <source>Corpus name</source>
        <translation>말뭉치 이름</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="441"/>
        <source>Import preview</source>
        <translation>가져오기 미리보기</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="442"/>
        <source>Import status</source>
        <translation>가져오기 상태</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="443"/>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="446"/>
        <source>For JSONL, CSV, TSV, Parquet and Arrow: the field or column that holds the text</source>
        <translation>JSONL, CSV, TSV, Parquet, Arrow에서 텍스트가 든 필드나 열</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_import_panel.cpp" line="447"/>
        <source>Share of documents held out for validation; the split depends only on each document&apos;s text and the seed</source>
        <translation>검증용으로 떼어 둘 문서 비율. 분할은 각 문서의 텍스트와 시드에만 달려 있습니다</translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusListPanel</name>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="132"/>
        <source>No corpus yet: add files above and press Import.</source>
        <translation>아직 말뭉치가 없습니다. 위에서 파일을 추가하고 가져오기를 누르세요.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="133"/>
        <source>No project is open.</source>
        <translation>열린 프로젝트가 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="151"/>
        <source>%1 documents · %2 characters · %3 words · %4 duplicates and %5 too short/long dropped · train %6, validation %7 · length (characters): mean %8, median %9, 90th percentile %10, 99th percentile %11</source>
        <translation>문서 %1개 · 글자 %2개 · 단어 %3개 · 중복 %4개와 너무 짧거나 긴 문서 %5개 제외 · 학습 %6, 검증 %7 · 길이(글자): 평균 %8, 중앙값 %9, 90백분위 %10, 99백분위 %11</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="173"/>
        <source>documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="176"/>
        <source>Hangul</source>
        <translation>한글</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="176"/>
        <source>Latin</source>
        <translation>라틴 문자</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="176"/>
        <source>Han</source>
        <translation>한자</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="176"/>
        <source>Other</source>
        <translation>기타</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="179"/>
        <source>share of letters</source>
        <translation>글자 비율</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="204"/>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="204"/>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="215"/>
        <source>Documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="204"/>
        <source>Characters</source>
        <translation>글자</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="205"/>
        <source>Duplicates dropped</source>
        <translation>제거된 중복</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="205"/>
        <source>Train</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="205"/>
        <source>Validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="206"/>
        <source>Imported</source>
        <translation>가져온 때</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="207"/>
        <source>Corpora in the project</source>
        <translation>프로젝트의 말뭉치</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="208"/>
        <source>Figures of the selected corpus</source>
        <translation>선택한 말뭉치의 수치</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="209"/>
        <source>Document length histogram (characters)</source>
        <translation>문서 길이 히스토그램(글자)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="210"/>
        <source>document length (characters)</source>
        <translation>문서 길이 (글자)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="211"/>
        <source>Script mix</source>
        <translation>문자 체계 비율</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="212"/>
        <source>Word</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="212"/>
        <source>Count</source>
        <translation>개수</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="213"/>
        <source>Most frequent words</source>
        <translation>가장 자주 나오는 단어</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="214"/>
        <source>Figures</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_list_panel.cpp" line="216"/>
        <source>Details of the selected corpus</source>
        <translation>선택한 코퍼스의 자세한 정보</translation>
    </message>
</context>
<context>
    <name>hw::ui::CorpusPage</name>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="87"/>
        <source>Imported “%1”: %2</source>
        <translation>“%1” 가져옴: %2</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="89"/>
        <source>Import of “%1” cancelled; nothing was stored.</source>
        <translation>“%1” 가져오기가 취소되었습니다. 아무것도 저장되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="86"/>
        <source>Imported labelled set “%1”: %2</source>
        <translation>레이블 데이터 “%1”을(를) 가져왔습니다: %2</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="91"/>
        <source>Import of “%1” failed: %2</source>
        <translation>“%1” 가져오기 실패: %2</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="123"/>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="124"/>
        <source>&amp;Text corpora</source>
        <translation>텍스트 말뭉치(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="125"/>
        <source>&amp;Labelled sets</source>
        <translation>레이블 데이터(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="126"/>
        <source>Corpus kinds</source>
        <translation>말뭉치 종류</translation>
    </message>
    <message>
        <location filename="../ui/corpus/corpus_page.cpp" line="127"/>
        <source>Last import result</source>
        <translation>마지막 가져오기 결과</translation>
    </message>
</context>
<context>
    <name>hw::ui::CurvesPanel</name>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="76"/>
        <source>fine-tuning</source>
        <translation>미세조정</translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="77"/>
        <source>pretraining</source>
        <translation>사전학습</translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="153"/>
        <source>&amp;Runs of the project (select several):</source>
        <translation>프로젝트의 실행(&amp;R) (여러 개 선택):</translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="154"/>
        <source>M&amp;etric:</source>
        <translation>지표(&amp;E):</translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="155"/>
        <source>Runs whose curves are drawn</source>
        <translation>곡선을 그리는 실행</translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="156"/>
        <source>Metric drawn</source>
        <translation>그리는 지표</translation>
    </message>
    <message>
        <location filename="../ui/compare/curves_panel.cpp" line="157"/>
        <source>Training curves of the selected runs</source>
        <translation>선택한 실행의 학습 곡선</translation>
    </message>
</context>
<context>
    <name>hw::ui::DemoProject</name>
    <message>
        <location filename="../ui/project/demo_project.cpp" line="19"/>
        <source>Demo: Debian package descriptions</source>
        <translation>데모: 데비안 패키지 설명</translation>
    </message>
</context>
<context>
    <name>hw::ui::DownstreamPanel</name>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="125"/>
        <source>F1 of %1 minus F1 of %2</source>
        <translation>%1의 F1 − %2의 F1</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="129"/>
        <source>No comparison yet: fine-tune two or more models together on the Fine-tune page (or with `headwater-cli finetune --project`).</source>
        <translation>아직 비교가 없습니다: 미세조정 페이지에서 모델 둘 이상을 함께 미세조정하세요 (또는 `headwater-cli finetune --project`).</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="177"/>
        <source>The interval excludes zero: %1 is better.</source>
        <translation>구간이 0을 포함하지 않습니다: %1이(가) 더 낫습니다.</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="179"/>
        <source>The interval excludes zero: %1 is worse.</source>
        <translation>구간이 0을 포함하지 않습니다: %1이(가) 더 나쁩니다.</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="180"/>
        <source>The interval includes zero: the difference may be noise.</source>
        <translation>구간이 0을 포함합니다: 차이는 잡음일 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/compare/downstream_panel.cpp" line="167"/>
        <source>%1 − %2: %3 macro-F1, %4% interval [%5, %6] over %n seed(s) (per seed: %7); %8% of the widened resampled differences are not better.</source>
        <translation>
            <numerusform>%1 − %2: macro-F1 %3, 시드 %n개에 대한 %4% 구간 [%5, %6] (시드별: %7). 넓힌 재표본 차이 중 %8%는 더 낫지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="195"/>
        <source>Fine-tuning &amp;comparison:</source>
        <translation>미세조정 비교(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="196"/>
        <source>M&amp;etric:</source>
        <translation>지표(&amp;E):</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="197"/>
        <source>Fine-tuning comparison shown</source>
        <translation>보이는 미세조정 비교</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="198"/>
        <source>Metric compared</source>
        <translation>비교하는 지표</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="199"/>
        <source>Test metric per model with its standard deviation over seeds</source>
        <translation>모델별 테스트 지표와 시드 간 표준편차</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="200"/>
        <source>F1 difference per label</source>
        <translation>레이블별 F1 차이</translation>
    </message>
    <message>
        <location filename="../ui/compare/downstream_panel.cpp" line="201"/>
        <source>What the comparison says</source>
        <translation>비교가 말하는 것</translation>
    </message>
</context>
<context>
    <name>hw::ui::ExportOptionsPanel</name>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="96"/>
        <source>&amp;Format:</source>
        <translation>형식(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="97"/>
        <source>Hugging Face directory (transformers, safetensors)</source>
        <translation>Hugging Face 디렉터리 (transformers, safetensors)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="98"/>
        <source>ONNX model (onnxruntime), with the tokenizer files</source>
        <translation>ONNX 모델 (onnxruntime), 토크나이저 파일 포함</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="99"/>
        <source>Both: Hugging Face directory with the ONNX model in onnx/</source>
        <translation>둘 다: onnx/ 폴더에 ONNX 모델이 든 Hugging Face 디렉터리</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="100"/>
        <source>&amp;Weights:</source>
        <translation>가중치(&amp;W):</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="101"/>
        <source>fp32 (as trained)</source>
        <translation>fp32 (학습한 그대로)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="102"/>
        <source>fp16 (half the size)</source>
        <translation>fp16 (크기 절반)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="103"/>
        <source>bf16 (half the size, fp32&apos;s range)</source>
        <translation>bf16 (크기 절반, fp32의 범위)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="104"/>
        <source>&amp;Largest file:</source>
        <translation>최대 파일 크기(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="105"/>
        <source>one file</source>
        <translation>파일 하나</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="106"/>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="107"/>
        <source>Also write an &amp;int8 ONNX model (model_quantized.onnx: matrix products in int8)</source>
        <translation>int8 ONNX 모델도 쓰기(&amp;I) (model_quantized.onnx: 행렬 곱을 int8로)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="108"/>
        <source>Also write an int8 ONNX model</source>
        <translation>int8 ONNX 모델도 쓰기</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="110"/>
        <source>Dynamic quantisation of the matrix products; the export reports how far its logits and predictions move from fp32.</source>
        <translation>행렬 곱을 동적으로 양자화합니다. 내보내기는 로짓과 예측이 fp32와 얼마나 달라지는지 알려 줍니다.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="112"/>
        <source>Export format</source>
        <translation>내보내기 형식</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="113"/>
        <source>Weight precision</source>
        <translation>가중치 정밀도</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="114"/>
        <source>The Hugging Face weights&apos; type; the ONNX model keeps fp32.</source>
        <translation>Hugging Face 가중치의 자료형입니다. ONNX 모델은 fp32를 유지합니다.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="115"/>
        <source>Largest weights file in megabytes (0: one file)</source>
        <translation>가중치 파일 하나의 최대 크기(MB, 0: 파일 하나)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_options_panel.cpp" line="116"/>
        <source>Split the weights into files of at most this size, as the Hub prefers for large models.</source>
        <translation>큰 모델에 대해 Hub가 권하는 대로, 가중치를 이 크기 이하의 파일들로 나눕니다.</translation>
    </message>
</context>
<context>
    <name>hw::ui::ExportPage</name>
    <message>
        <location filename="../ui/export/export_page.cpp" line="102"/>
        <source>Export into</source>
        <translation>내보낼 위치</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="141"/>
        <source>Choose a model and the folder to write.</source>
        <translation>모델과 쓸 폴더를 고르세요.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="162"/>
        <source>Exporting…</source>
        <translation>내보내는 중…</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="227"/>
        <location filename="../ui/export/export_page.cpp" line="241"/>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="228"/>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="229"/>
        <source>&amp;Output folder:</source>
        <translation>출력 폴더(&amp;O):</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="182"/>
        <source>Done: %1 parameters exported to %2.</source>
        <translation>완료: 매개변수 %1개를 %2에 내보냈습니다.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="184"/>
        <source>Hugging Face: %1 (%2 MB); reloaded and run on %3 sample texts, largest logit difference %4.</source>
        <translation>Hugging Face: %1 (%2 MB). 다시 불러와 예시 텍스트 %3개로 실행했고, 로짓 차이는 최대 %4입니다.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="191"/>
        <source>Half precision moves the logits by at most %1 from the fp32 model.</source>
        <translation>반정밀도로 인해 로짓이 fp32 모델과 최대 %1만큼 달라집니다.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="193"/>
        <source>Load it with AutoModel.from_pretrained(&quot;%1&quot;).</source>
        <translation>AutoModel.from_pretrained(&quot;%1&quot;)로 불러오세요.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="196"/>
        <source>ONNX: %1 (%2 MB, opset 17); read back and run on %3 sample texts, largest logit difference %4.</source>
        <translation>ONNX: %1 (%2 MB, opset 17). 다시 읽어 예시 텍스트 %3개로 실행했고, 로짓 차이는 최대 %4입니다.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="202"/>
        <source>Run it with onnxruntime.InferenceSession(&quot;%1&quot;).</source>
        <translation>onnxruntime.InferenceSession(&quot;%1&quot;)로 실행하세요.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="205"/>
        <source>int8: %1 (%2 MB); logits within %3 of fp32, %4% of the sample predictions kept.</source>
        <translation>int8: %1 (%2 MB). 로짓은 fp32와 최대 %3 차이, 예시 예측의 %4%가 그대로입니다.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="211"/>
        <source>On %1 labelled examples: %2 %3 with fp32, %4 with int8 (%5 points).</source>
        <translation>레이블된 예시 %1개에서: %2 fp32 %3, int8 %4 (%5 포인트).</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="230"/>
        <source>int8 &amp;accuracy on:</source>
        <translation>int8 정확도 측정(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="231"/>
        <source>Labelled set to measure the int8 model on</source>
        <translation>int8 모델을 측정할 레이블 데이터</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="232"/>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="233"/>
        <source>&amp;Replace the folder if it exists</source>
        <translation>폴더가 있으면 바꾸기(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="234"/>
        <source>&amp;Export</source>
        <translation>내보내기(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="235"/>
        <source>&amp;Open folder</source>
        <translation>폴더 열기(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="236"/>
        <source>Open the exported folder</source>
        <translation>내보낸 폴더 열기</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="237"/>
        <source>Model to export</source>
        <translation>내보낼 모델</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="238"/>
        <source>Output folder</source>
        <translation>출력 폴더</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="239"/>
        <source>Choose the output folder</source>
        <translation>출력 폴더 선택</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="240"/>
        <source>Replace the folder if it exists</source>
        <translation>폴더가 있으면 바꾸기</translation>
    </message>
    <message>
        <location filename="../ui/export/export_page.cpp" line="242"/>
        <source>Export status</source>
        <translation>내보내기 상태</translation>
    </message>
</context>
<context>
    <name>hw::ui::FinetunePage</name>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="91"/>
        <source>A fine-tuning run is already going.</source>
        <translation>이미 진행 중인 미세조정 실행이 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="97"/>
        <source>Cannot start: %1</source>
        <translation>시작할 수 없음: %1</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="145"/>
        <source>Finished: %1</source>
        <translation>완료: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/finetune/finetune_page.cpp" line="111"/>
        <source>Fine-tuning “%1”: %n model(s) × %2 seed(s)…</source>
        <translation>
            <numerusform>“%1” 미세조정 중: 모델 %n개 × 시드 %2개…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="150"/>
        <source>Failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="164"/>
        <source>&amp;Start fine-tuning</source>
        <translation>미세조정 시작(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="165"/>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="166"/>
        <source>Start fine-tuning</source>
        <translation>미세조정 시작</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="167"/>
        <source>Cancel fine-tuning</source>
        <translation>미세조정 취소</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="168"/>
        <source>Fine-tuning status</source>
        <translation>미세조정 상태</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="169"/>
        <source>Training loss per epoch</source>
        <translation>에포크별 학습 손실</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_page.cpp" line="170"/>
        <source>Validation macro-F1 per epoch</source>
        <translation>에포크별 검증 매크로 F1</translation>
    </message>
</context>
<context>
    <name>hw::ui::FinetuneResultsPanel</name>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="34"/>
        <source>macro-F1</source>
        <translation>macro-F1</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="36"/>
        <source>micro-F1</source>
        <translation>micro-F1</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="38"/>
        <source>weighted F1</source>
        <translation>가중 F1</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="40"/>
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="42"/>
        <source>subset accuracy</source>
        <translation>부분집합 정확도</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="44"/>
        <source>Hamming loss</source>
        <translation>해밍 손실</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="165"/>
        <source>⚠ %1, %2</source>
        <translation>⚠ %1, %2</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="180"/>
        <source>No fine-tuning run yet: results appear here when one finishes.</source>
        <translation>아직 미세조정 실행이 없습니다: 실행이 끝나면 결과가 여기에 나옵니다.</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="189"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="196"/>
        <source>%1 (%n seed(s))</source>
        <translation>
            <numerusform>%1 (시드 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="250"/>
        <source>Confusion matrix of %1, summed over seeds</source>
        <translation>%1의 혼동 행렬 (시드 합계)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="251"/>
        <source>Confusion matrix</source>
        <translation>혼동 행렬</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="256"/>
        <source>every label</source>
        <translation>모든 레이블</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="290"/>
        <source>%1 of %n test example(s) wrong</source>
        <translation>
            <numerusform>테스트 예시 %n개 중 %1개 틀림</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="317"/>
        <source>&amp;Results of:</source>
        <translation>결과(&amp;R):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="318"/>
        <source>Per class for &amp;model:</source>
        <translation>클래스별 결과 모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="319"/>
        <source>Fine-tuning run shown</source>
        <translation>보이는 미세조정 실행</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="320"/>
        <source>Model whose classes are shown</source>
        <translation>클래스별 결과를 보이는 모델</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="321"/>
        <source>Test metrics per model, mean ± standard deviation over seeds</source>
        <translation>모델별 테스트 지표, 시드에 걸친 평균 ± 표준편차</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="322"/>
        <source>Filter labels…</source>
        <translation>레이블 거르기…</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="323"/>
        <source>Filter labels</source>
        <translation>레이블 거르기</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>Label</source>
        <translation>레이블</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>Recall</source>
        <translation>재현율</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="325"/>
        <source>Support</source>
        <translation>지지도</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="326"/>
        <source>Test scores per class, mean over seeds</source>
        <translation>클래스별 테스트 점수, 시드 평균</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="327"/>
        <source>Show &amp;row shares</source>
        <translation>행 비율로 보기(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="328"/>
        <source>Show the confusion matrix as shares of each true label</source>
        <translation>혼동 행렬을 정답 레이블별 비율로 보기</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="329"/>
        <source>Results note</source>
        <translation>결과 안내</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="330"/>
        <source>Scores per &amp;class</source>
        <translation>클래스별 점수(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="331"/>
        <source>Confusion &amp;matrix</source>
        <translation>혼동 행렬(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="332"/>
        <source>T&amp;hresholds</source>
        <translation>임계값(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="333"/>
        <source>&amp;Misclassified</source>
        <translation>틀린 예시(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="334"/>
        <source>&amp;Try it</source>
        <translation>직접 해보기(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="335"/>
        <source>Result details</source>
        <translation>결과 자세히</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="336"/>
        <source>Seed whose mistakes are shown</source>
        <translation>틀린 예시를 보이는 시드</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="337"/>
        <source>Only mistakes involving this label</source>
        <translation>이 레이블이 걸린 틀린 예시만</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="338"/>
        <source>Mistakes count</source>
        <translation>틀린 예시 수</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="339"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="339"/>
        <source>True labels</source>
        <translation>정답 레이블</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="339"/>
        <source>Predicted</source>
        <translation>예측</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="339"/>
        <source>Confidence</source>
        <translation>확신도</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_results_panel.cpp" line="340"/>
        <source>Misclassified test examples, most confident first</source>
        <translation>틀린 테스트 예시, 확신이 큰 것부터</translation>
    </message>
</context>
<context>
    <name>hw::ui::FinetuneSetupPanel</name>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="298"/>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="299"/>
        <source>Choose a file</source>
        <translation>파일 선택</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="122"/>
        <source>Choose labelled data</source>
        <translation>레이블 데이터 선택</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="123"/>
        <source>Labelled data (*.csv *.tsv *.jsonl);;All files (*)</source>
        <translation>레이블 데이터 (*.csv *.tsv *.jsonl);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="185"/>
        <source>No project is open</source>
        <translation>열린 프로젝트가 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="186"/>
        <source>open or create one on the Project page</source>
        <translation>프로젝트 페이지에서 열거나 만드세요</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="201"/>
        <source>No model chosen</source>
        <translation>모델을 고르지 않았습니다</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="194"/>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="202"/>
        <source>choose a project model or a Hugging Face model folder</source>
        <translation>프로젝트 모델이나 Hugging Face 모델 폴더를 고르세요</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="221"/>
        <source>The file %1 does not exist</source>
        <translation>%1 파일이 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="222"/>
        <source>choose another or leave it empty</source>
        <translation>다른 파일을 고르거나 비워 두세요</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="226"/>
        <source>Text and label need two different columns</source>
        <translation>텍스트와 레이블은 서로 다른 열이어야 합니다</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="227"/>
        <source>choose them from the training file&apos;s columns</source>
        <translation>학습 파일의 열에서 고르세요</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="238"/>
        <source>Choose a new run name without “/”</source>
        <translation>“/” 없는 새 실행 이름을 고르세요</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="239"/>
        <source>“%1” is taken or empty</source>
        <translation>“%1”은(는) 이미 쓰였거나 비어 있습니다</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="274"/>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="274"/>
        <source>Model to fine-tune</source>
        <translation>미세조정할 모델</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="275"/>
        <source>A base model or a domain-adapted one; fine-tune both to compare them</source>
        <translation>기본 모델 또는 도메인 적응 모델. 둘 다 미세조정해 비교하세요</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="265"/>
        <source>&amp;Training file:</source>
        <translation>학습 파일(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="193"/>
        <source>%1 is not a model folder</source>
        <translation>%1은(는) 모델 폴더가 아닙니다</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="213"/>
        <source>No labelled data</source>
        <translation>레이블 데이터 없음</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="215"/>
        <source>choose a labelled set of the project, or a CSV, TSV or JSONL training file</source>
        <translation>프로젝트의 레이블 데이터나 CSV, TSV, JSONL 학습 파일을 고르세요</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="261"/>
        <source>Labelled &amp;set:</source>
        <translation>레이블 데이터(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="261"/>
        <source>Labelled set</source>
        <translation>레이블 데이터</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="262"/>
        <source>A labelled set of the project, with its train, validation and test splits; or none, and the files below</source>
        <translation>학습·검증·테스트 분할이 있는 프로젝트의 레이블 데이터; 또는 없음으로 두고 아래 파일 사용</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="265"/>
        <source>Training file</source>
        <translation>학습 파일</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="265"/>
        <source>CSV, TSV or JSONL with a text and a label column</source>
        <translation>텍스트 열과 레이블 열이 있는 CSV, TSV, JSONL</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="266"/>
        <source>&amp;Validation file:</source>
        <translation>검증 파일(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="266"/>
        <source>Validation file</source>
        <translation>검증 파일</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="267"/>
        <source>Chooses the best epoch (and multi-label thresholds); optional</source>
        <translation>최고 에포크(와 다중 레이블 임계값)를 고릅니다. 선택 사항</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="268"/>
        <source>T&amp;est file:</source>
        <translation>테스트 파일(&amp;E):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="268"/>
        <source>Test file</source>
        <translation>테스트 파일</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="268"/>
        <source>Scored once with the best epoch; the figures to report</source>
        <translation>최고 에포크로 한 번 채점합니다. 보고할 수치입니다</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="269"/>
        <source>Te&amp;xt column:</source>
        <translation>텍스트 열(&amp;X):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="269"/>
        <source>Text column</source>
        <translation>텍스트 열</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="269"/>
        <source>The column holding the text</source>
        <translation>텍스트가 든 열</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="270"/>
        <source>&amp;Label column:</source>
        <translation>레이블 열(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="270"/>
        <source>Label column</source>
        <translation>레이블 열</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="271"/>
        <source>The label, or a delimited list of labels when multi-label</source>
        <translation>레이블, 또는 다중 레이블이면 구분자로 나눈 레이블 목록</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="272"/>
        <source>M&amp;ulti-label</source>
        <translation>다중 레이블(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="272"/>
        <source>Multi-label</source>
        <translation>다중 레이블</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="273"/>
        <source>Each text may carry several labels (e.g. 44 emotions of KOTE)</source>
        <translation>텍스트마다 레이블이 여러 개일 수 있습니다(예: KOTE의 감정 44개)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="276"/>
        <source>Compare &amp;with:</source>
        <translation>비교 모델(&amp;W):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="276"/>
        <source>Second model to fine-tune</source>
        <translation>미세조정할 두 번째 모델</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="277"/>
        <source>Fine-tuned on the same data and seeds; the comparison tells whether the difference is real</source>
        <translation>같은 데이터와 시드로 미세조정합니다; 비교가 차이가 진짜인지 알려줍니다</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="278"/>
        <source>&amp;And with:</source>
        <translation>그리고(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="278"/>
        <source>Third model to fine-tune</source>
        <translation>미세조정할 세 번째 모델</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="278"/>
        <source>An optional third model in the comparison</source>
        <translation>비교에 넣을 세 번째 모델 (선택)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="279"/>
        <source>Class w&amp;eights</source>
        <translation>클래스 가중치(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="279"/>
        <source>Class weights</source>
        <translation>클래스 가중치</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="279"/>
        <source>Weigh rare classes (positives, for multi-label) up</source>
        <translation>드문 클래스(다중 레이블은 양성)에 가중치를 더 줍니다</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="280"/>
        <source>&amp;Device:</source>
        <translation>장치(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="280"/>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="280"/>
        <source>Where the run trains</source>
        <translation>학습할 장치</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="281"/>
        <source>Run &amp;name:</source>
        <translation>실행 이름(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="281"/>
        <source>Run name</source>
        <translation>실행 이름</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="281"/>
        <source>The run&apos;s folder in the project</source>
        <translation>프로젝트 안의 실행 폴더</translation>
    </message>
    <message>
        <location filename="../ui/finetune/finetune_setup_panel.cpp" line="302"/>
        <source>Problem with the settings</source>
        <translation>설정 문제</translation>
    </message>
</context>
<context>
    <name>hw::ui::FragmentationPanel</name>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="118"/>
        <source>Open or create a project first.</source>
        <translation>먼저 프로젝트를 열거나 만드세요.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="123"/>
        <source>Import a corpus first (Corpus page): the tokenizers are measured on it.</source>
        <translation>먼저 코퍼스를 가져오세요(코퍼스 페이지). 토크나이저를 그 코퍼스로 측정합니다.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="138"/>
        <source>Choose at least one tokenizer or model to measure.</source>
        <translation>측정할 토크나이저나 모델을 하나 이상 고르세요.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="149"/>
        <source>Tokenizing “%1” with %n tokenizer(s)… (see Jobs)</source>
        <translation>
            <numerusform>토크나이저 %n개로 “%1” 토큰화 중… (작업 참고)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="196"/>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>Tokens per word</source>
        <translation>단어당 토큰</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="200"/>
        <source>Word</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="200"/>
        <source>Frequency</source>
        <translation>빈도</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="210"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>조각 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="165"/>
        <source>Measured on %n document(s).</source>
        <translation>
            <numerusform>문서 %n개로 측정했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="229"/>
        <source>C&amp;orpus:</source>
        <translation>코퍼스(&amp;O):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="230"/>
        <source>To&amp;kenizers:</source>
        <translation>토크나이저(&amp;K):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="231"/>
        <source>&amp;Documents:</source>
        <translation>문서(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="232"/>
        <source>all</source>
        <translation>전부</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="233"/>
        <source>&amp;Measure</source>
        <translation>측정(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="234"/>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="245"/>
        <source>Frequent words cut into the most pieces</source>
        <translation>가장 많은 조각으로 나뉘는 잦은 단어</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>Tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>[UNK] rate</source>
        <translation>[UNK] 비율</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>Words split</source>
        <translation>나뉜 단어</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="236"/>
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="237"/>
        <source>Corpus to measure on</source>
        <translation>측정할 코퍼스</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="239"/>
        <source>Tokenizer %1 to measure</source>
        <translation>측정할 토크나이저 %1</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="240"/>
        <source>Documents to measure</source>
        <translation>측정할 문서 수</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="241"/>
        <source>The first documents of the corpus; 0 measures all of it</source>
        <translation>코퍼스의 앞쪽 문서들. 0이면 전부 측정합니다</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="242"/>
        <source>Measure fragmentation</source>
        <translation>분절 정도 측정</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="243"/>
        <source>Fragmentation per tokenizer</source>
        <translation>토크나이저별 분절 정도</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="244"/>
        <source>Tokens per word per tokenizer</source>
        <translation>토크나이저별 단어당 토큰</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/fragmentation_panel.cpp" line="246"/>
        <source>Fragmentation status</source>
        <translation>분절 측정 상태</translation>
    </message>
</context>
<context>
    <name>hw::ui::JobsPanel</name>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="141"/>
        <source>Pausing…</source>
        <translation>일시정지하는 중…</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="144"/>
        <source>Light jobs</source>
        <translation>가벼운 작업</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="160"/>
        <source>Progress of %1</source>
        <translation>%1 진행률</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="165"/>
        <source>%1 of %2</source>
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="221"/>
        <source>&lt;b&gt;%1&lt;/b&gt; failed: %2&lt;br&gt;Where: %3&lt;br&gt;How to fix: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 실패: %2&lt;br&gt;위치: %3&lt;br&gt;해결 방법: %4</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>Job</source>
        <translation>작업</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>State</source>
        <translation>상태</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>Phase</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>Progress</source>
        <translation>진행률</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="249"/>
        <source>Queue</source>
        <translation>대기열</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="250"/>
        <source>Done</source>
        <translation>처리량</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="250"/>
        <source>Rate</source>
        <translation>속도</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="250"/>
        <source>Elapsed</source>
        <translation>경과</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="250"/>
        <source>ETA</source>
        <translation>남은 시간</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="251"/>
        <source>Jobs</source>
        <translation>작업</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="252"/>
        <source>&amp;Pause</source>
        <translation>일시정지(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="253"/>
        <source>&amp;Resume</source>
        <translation>계속(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="254"/>
        <source>&amp;Cancel job</source>
        <translation>작업 취소(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="255"/>
        <source>Run &amp;next</source>
        <translation>다음에 실행(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="256"/>
        <source>C&amp;lear finished</source>
        <translation>끝난 작업 지우기(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="257"/>
        <source>Pause the selected job</source>
        <translation>선택한 작업 일시정지</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="258"/>
        <source>Resume the selected job</source>
        <translation>선택한 작업 계속</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="259"/>
        <source>Cancel the selected job</source>
        <translation>선택한 작업 취소</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="260"/>
        <source>Run the selected queued job next</source>
        <translation>대기 중인 선택한 작업을 다음에 실행</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="261"/>
        <source>Clear finished jobs</source>
        <translation>끝난 작업 지우기</translation>
    </message>
    <message>
        <location filename="../ui/widgets/jobs_panel.cpp" line="262"/>
        <source>Details of the selected job</source>
        <translation>선택한 작업의 자세한 내용</translation>
    </message>
</context>
<context>
    <name>hw::ui::LabelledImportPanel</name>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="198"/>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="415"/>
        <source>Choose a labelled file</source>
        <translation>레이블 파일 선택</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="199"/>
        <source>Labelled data (*.csv *.tsv *.jsonl *.json *.parquet *.arrow);;All files (*)</source>
        <translation>레이블 데이터 (*.csv *.tsv *.jsonl *.json *.parquet *.arrow);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="302"/>
        <source>The files are the dataset&apos;s splits (train %1, validation %2, test %3 files): they are kept as they are.</source>
        <translation>파일들이 데이터셋의 분할입니다 (train %1개, validation %2개, test %3개 파일). 분할을 그대로 유지합니다.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="237"/>
        <source>Cannot read the file&apos;s columns: %1</source>
        <translation>파일의 열을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="285"/>
        <source>Cannot read the file: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="287"/>
        <source>The file holds no record to import.</source>
        <translation>파일에 가져올 레코드가 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="313"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="314"/>
        <source>%1 · %2, %n class name(s)</source>
        <translation>
            <numerusform>%1 · %2, 클래스 이름 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="342"/>
        <source>Open or create a project first</source>
        <translation>먼저 프로젝트를 열거나 만드세요</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="350"/>
        <source>Choose a file, its text column and at least one label column.</source>
        <translation>파일과 텍스트 열, 그리고 레이블 열을 하나 이상 고르세요.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="354"/>
        <source>The text column cannot also be a label column.</source>
        <translation>텍스트 열을 레이블 열로도 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="364"/>
        <source>Each label of the fixed set once, please.</source>
        <translation>고정 레이블 집합에는 레이블을 한 번씩만 쓰세요.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="382"/>
        <source>Importing “%1”…</source>
        <translation>“%1” 가져오는 중…</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="395"/>
        <source>&amp;File:</source>
        <translation>파일(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="396"/>
        <source>C&amp;hoose…</source>
        <translation>선택(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="397"/>
        <source>Te&amp;xt column:</source>
        <translation>텍스트 열(&amp;X):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="398"/>
        <source>&amp;Label columns:</source>
        <translation>레이블 열(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="399"/>
        <source>First rows of the file, as they will be read</source>
        <translation>읽힐 모습 그대로 보인 파일의 첫 행들</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="400"/>
        <source>&amp;Multi-label</source>
        <translation>다중 레이블(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="401"/>
        <source>&amp;Delimiter:</source>
        <translation>구분자(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="402"/>
        <source>&amp;Fixed labels:</source>
        <translation>고정 레이블(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="404"/>
        <source>empty: the labels found in the file; or, in id order, e.g. joy, anger, sadness</source>
        <translation>비우면 파일에 있는 레이블. 또는 id 순서대로, 예: 기쁨, 분노, 슬픔</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="406"/>
        <source>Rows with a label outside the set are skipped and counted. Over a column of integer ids, these are the names of ids 0, 1, 2…</source>
        <translation>집합 밖의 레이블이 붙은 행은 건너뛰고 셉니다. 정수 id 열이라면 id 0, 1, 2…의 이름입니다</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="408"/>
        <source>One file, a folder, or several files separated by &apos;;&apos; (a dataset&apos;s train, validation and test files keep their splits)</source>
        <translation>파일 하나, 폴더, 또는 &apos;;&apos;로 구분한 여러 파일 (데이터셋의 train, validation, test 파일은 분할을 유지합니다)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="410"/>
        <source>&amp;Validation:</source>
        <translation>검증(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="411"/>
        <source>&amp;Test:</source>
        <translation>테스트(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="412"/>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="413"/>
        <source>&amp;Import labelled set</source>
        <translation>레이블 데이터 가져오기(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="414"/>
        <source>Labelled file</source>
        <translation>레이블 파일</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="416"/>
        <source>Text column</source>
        <translation>텍스트 열</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="417"/>
        <source>Label columns</source>
        <translation>레이블 열</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="419"/>
        <source>Check one column holding the label (or a delimited list of labels), or several 0/1 columns, one per label.</source>
        <translation>레이블(또는 구분자로 나눈 레이블 목록)이 든 열 하나를 고르거나, 레이블마다 하나씩 0/1 열 여러 개를 고르세요.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="421"/>
        <source>Multi-label</source>
        <translation>다중 레이블</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="422"/>
        <source>Label delimiter</source>
        <translation>레이블 구분자</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="423"/>
        <source>Fixed label set</source>
        <translation>고정 레이블 집합</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="424"/>
        <source>Validation share</source>
        <translation>검증 비율</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="425"/>
        <source>Test share</source>
        <translation>테스트 비율</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="426"/>
        <source>Labelled set name</source>
        <translation>레이블 데이터 이름</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="427"/>
        <source>Labelled import status</source>
        <translation>레이블 데이터 가져오기 상태</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="428"/>
        <source>Splits of the chosen files</source>
        <translation>고른 파일들의 분할</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_import_panel.cpp" line="440"/>
        <source>Import labelled set</source>
        <translation>레이블 데이터 가져오기</translation>
    </message>
</context>
<context>
    <name>hw::ui::LabelledSetListPanel</name>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="94"/>
        <source>multi-label</source>
        <translation>다중 레이블</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="95"/>
        <source>single-label</source>
        <translation>단일 레이블</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="120"/>
        <source>No labelled set yet: import a CSV, TSV or JSONL file with a label column above.</source>
        <translation>아직 레이블 데이터가 없습니다: 위에서 레이블 열이 있는 CSV, TSV 또는 JSONL 파일을 가져오세요.</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="136"/>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Examples</source>
        <translation>예시</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="139"/>
        <source>%1 examples, %2 labels</source>
        <translation>예시 %1개, 레이블 %2개</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="141"/>
        <source>; %1 labels per example on average</source>
        <translation>; 예시당 평균 레이블 %1개</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="146"/>
        <source>; %1 repeated texts and %2 texts with conflicting labels removed</source>
        <translation>; 반복된 텍스트 %1개와 레이블이 엇갈린 텍스트 %2개를 뺐습니다</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="159"/>
        <source>Labelled sets in this project</source>
        <translation>이 프로젝트의 레이블 데이터</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Labels</source>
        <translation>레이블</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Train</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="161"/>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="162"/>
        <source>Labelled sets</source>
        <translation>레이블 데이터</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="163"/>
        <source>Train split</source>
        <translation>학습 분할</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="164"/>
        <source>Validation split</source>
        <translation>검증 분할</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="165"/>
        <source>Test split</source>
        <translation>테스트 분할</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="166"/>
        <source>Split shown in the label distribution</source>
        <translation>레이블 분포에 보이는 분할</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="167"/>
        <source>Labelled set summary</source>
        <translation>레이블 데이터 요약</translation>
    </message>
    <message>
        <location filename="../ui/corpus/labelled_set_list_panel.cpp" line="168"/>
        <source>Label distribution</source>
        <translation>레이블 분포</translation>
    </message>
</context>
<context>
    <name>hw::ui::LogPanel</name>
    <message>
        <location filename="../ui/log/log_panel.cpp" line="20"/>
        <source>warning: </source>
        <translation>경고: </translation>
    </message>
    <message>
        <location filename="../ui/log/log_panel.cpp" line="23"/>
        <source>error: </source>
        <translation>오류: </translation>
    </message>
</context>
<context>
    <name>hw::ui::MainWindow</name>
    <message>
        <location filename="../ui/main/main_window.cpp" line="206"/>
        <source>Log</source>
        <translation>로그</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="207"/>
        <source>Jobs</source>
        <translation>작업</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="208"/>
        <source>Log of the app and its jobs</source>
        <translation>앱과 작업의 로그</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="209"/>
        <source>Workflow steps</source>
        <translation>작업 흐름 단계</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="210"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="211"/>
        <source>&amp;Close Project</source>
        <translation>프로젝트 닫기(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="212"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="213"/>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="214"/>
        <source>&amp;Preferences...</source>
        <translation>환경설정(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="215"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="216"/>
        <source>&amp;About Headwater</source>
        <translation>Headwater 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="219"/>
        <source>Device: %1 · threads: %2</source>
        <translation>장치: %1 · 스레드: %2</translation>
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
            <numerusform>작업 %n개 대기 중</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="260"/>
        <source> · %1 left</source>
        <translation> · %1 남음</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main/main_window.cpp" line="263"/>
        <source> · %n more waiting</source>
        <translation>
            <numerusform> · %n개 더 대기 중</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="279"/>
        <source>Headwater: %1</source>
        <translation>Headwater: %1</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="287"/>
        <source>Memory: %1</source>
        <translation>메모리: %1</translation>
    </message>
    <message>
        <location filename="../ui/main/main_window.cpp" line="295"/>
        <source>Jobs are running</source>
        <translation>작업이 실행 중입니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main/main_window.cpp" line="296"/>
        <source>%n job(s) are still running or waiting. Quitting stops them: an import stores nothing, a pretraining run saves a checkpoint at the step it reached and can be resumed on the Pretrain page. Quit anyway?</source>
        <translation>
            <numerusform>작업 %n개가 아직 실행 중이거나 대기 중입니다. 종료하면 멈춥니다. 가져오기는 아무것도 저장하지 않고, 사전 학습은 도달한 단계에서 체크포인트를 저장해 사전 학습 페이지에서 이어서 할 수 있습니다. 그래도 종료할까요?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::ui::MaskFillWatchPanel</name>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="134"/>
        <source>Step %1 (evaluation %2 of %3)</source>
        <translation>%1단계 (평가 %3회 중 %2회째)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="160"/>
        <source>The first guess changed since step %1</source>
        <translation>%1단계 이후 첫 번째 추측이 바뀌었습니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="178"/>
        <source>Sentence</source>
        <translation>문장</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="178"/>
        <source>Top 5 guesses at this step</source>
        <translation>이 단계의 상위 5개 추측</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="178"/>
        <source>At the first evaluation</source>
        <translation>첫 평가 때</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="179"/>
        <source>This run watches no sentences. Before starting a run, write sentences with [MASK] under “Watch sentences”: their top guesses are recorded at every evaluation.</source>
        <translation>이 실행은 지켜보는 문장이 없습니다. 실행을 시작하기 전에 “지켜볼 문장”에 [MASK]가 든 문장을 쓰세요. 평가할 때마다 상위 추측이 기록됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="181"/>
        <source>Evaluation step to show</source>
        <translation>보여 줄 평가 단계</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="182"/>
        <source>Guesses for the watched sentences</source>
        <translation>지켜보는 문장의 추측</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/mask_fill_watch_panel.cpp" line="183"/>
        <source>Step shown</source>
        <translation>보이는 단계</translation>
    </message>
</context>
<context>
    <name>hw::ui::MetricPlot</name>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="390"/>
        <source>%1: %2 at step %3</source>
        <translation>%1: 스텝 %3에서 %2</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="394"/>
        <source>no data yet</source>
        <translation>아직 데이터 없음</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="544"/>
        <source>step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="546"/>
        <source>seconds since the first point</source>
        <translation>첫 점 이후 초</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="487"/>
        <source>Export the chart</source>
        <translation>차트 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="488"/>
        <source>PNG image (*.png);;PDF document (*.pdf);;CSV data, every point (*.csv)</source>
        <translation>PNG 이미지 (*.png);;PDF 문서 (*.pdf);;CSV 데이터, 모든 점 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="495"/>
        <source>Cannot write %1 %2</source>
        <translation>%1을(를) 쓸 수 없습니다 %2</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="536"/>
        <source>%1: %2 (step %3)</source>
        <translation>%1: %2 (스텝 %3)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="548"/>
        <source>tokens seen</source>
        <translation>본 토큰 수</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="562"/>
        <source>Log</source>
        <translation>로그 축</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="563"/>
        <source>Step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="564"/>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="565"/>
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="566"/>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="567"/>
        <source>Smoothing</source>
        <translation>평활</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="568"/>
        <source>Smoothing (exponential moving average, as TensorBoard)</source>
        <translation>평활(TensorBoard와 같은 지수 이동 평균)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="569"/>
        <source>Logarithmic y axis</source>
        <translation>로그 y축</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="570"/>
        <source>Horizontal axis</source>
        <translation>가로축</translation>
    </message>
    <message>
        <location filename="../ui/widgets/metric_plot.cpp" line="571"/>
        <source>Export the chart as PNG, PDF or CSV</source>
        <translation>차트를 PNG, PDF, CSV로 내보내기</translation>
    </message>
</context>
<context>
    <name>hw::ui::ModelCardPanel</name>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="156"/>
        <source>No model card: %1 (%2)</source>
        <translation>모델 카드 없음: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="173"/>
        <source>&amp;Write a model card (README.md)</source>
        <translation>모델 카드 작성(README.md)(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="174"/>
        <source>&amp;Language of the texts:</source>
        <translation>텍스트 언어(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="175"/>
        <source>e.g. ko</source>
        <translation>예: ko</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="176"/>
        <source>&amp;Datasets:</source>
        <translation>데이터셋(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="177"/>
        <source>names, separated by commas</source>
        <translation>쉼표로 구분한 이름</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="178"/>
        <source>&amp;Regenerate</source>
        <translation>다시 생성(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="179"/>
        <source>Write the card again from the model and the project, dropping your edits</source>
        <translation>모델과 프로젝트로 카드를 다시 작성합니다(편집한 내용은 버려집니다)</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="180"/>
        <source>Preview</source>
        <translation>미리 보기</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="181"/>
        <source>Edit (Markdown)</source>
        <translation>편집(Markdown)</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="182"/>
        <source>Write a model card</source>
        <translation>모델 카드 작성</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="183"/>
        <source>Language of the texts</source>
        <translation>텍스트 언어</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="184"/>
        <source>Datasets</source>
        <translation>데이터셋</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="185"/>
        <source>Regenerate the model card</source>
        <translation>모델 카드 다시 생성</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="186"/>
        <source>Model card preview</source>
        <translation>모델 카드 미리 보기</translation>
    </message>
    <message>
        <location filename="../ui/export/model_card_panel.cpp" line="187"/>
        <source>Model card Markdown</source>
        <translation>모델 카드 Markdown</translation>
    </message>
</context>
<context>
    <name>hw::ui::NewModelDialog</name>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="141"/>
        <source>New model</source>
        <translation>새 모델</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="142"/>
        <source>&amp;Architecture:</source>
        <translation>구조(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="142"/>
        <source>&amp;Size:</source>
        <translation>크기(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="143"/>
        <source>&amp;Hidden size:</source>
        <translation>은닉 크기(&amp;H):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="143"/>
        <source>&amp;Layers:</source>
        <translation>층 수(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="144"/>
        <source>Attention hea&amp;ds:</source>
        <translation>어텐션 헤드(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="144"/>
        <source>&amp;Feed-forward size:</source>
        <translation>피드포워드 크기(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="145"/>
        <source>&amp;Tokenizer:</source>
        <translation>토크나이저(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="145"/>
        <source>&amp;Embedding size:</source>
        <translation>임베딩 크기(&amp;E):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="146"/>
        <source>&amp;Positions:</source>
        <translation>위치 수(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="146"/>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="149"/>
        <source>&amp;Create</source>
        <translation>만들기(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="150"/>
        <source>Architecture</source>
        <translation>구조</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="151"/>
        <source>Model size</source>
        <translation>모델 크기</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="152"/>
        <source>The preset fills in the sizes below; change any of them for a custom shape</source>
        <translation>프리셋이 아래 크기를 채웁니다. 어느 값이든 바꾸면 사용자 지정 형태가 됩니다</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="153"/>
        <source>Hidden size</source>
        <translation>은닉 크기</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="154"/>
        <source>hidden_size: the width of every layer, a multiple of the attention heads</source>
        <translation>hidden_size: 모든 층의 너비로, 어텐션 헤드 수의 배수입니다</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="155"/>
        <source>Layers</source>
        <translation>층 수</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="156"/>
        <source>num_hidden_layers</source>
        <translation>num_hidden_layers</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="157"/>
        <source>Attention heads</source>
        <translation>어텐션 헤드</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="158"/>
        <source>num_attention_heads: each head reads hidden size / heads dimensions</source>
        <translation>num_attention_heads: 각 헤드는 은닉 크기 / 헤드 수 만큼의 차원을 읽습니다</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="159"/>
        <source>Feed-forward size</source>
        <translation>피드포워드 크기</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="161"/>
        <source>intermediate_size: follows the hidden size (4 x, ModernBERT 1.5 x) until you change it</source>
        <translation>intermediate_size: 직접 바꾸기 전까지 은닉 크기를 따릅니다(4배, ModernBERT는 1.5배)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="162"/>
        <source>Embedding size</source>
        <translation>임베딩 크기</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="163"/>
        <source>embedding_size: ELECTRA&apos;s token embeddings, projected to the hidden size</source>
        <translation>embedding_size: ELECTRA의 토큰 임베딩 크기로, 은닉 크기로 투영됩니다</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="164"/>
        <source>Size of the model</source>
        <translation>모델 크기</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="165"/>
        <source>Tokenizer of the new model</source>
        <translation>새 모델의 토크나이저</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="166"/>
        <source>Position embeddings</source>
        <translation>위치 임베딩</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="167"/>
        <source>The longest sequence the model will read</source>
        <translation>모델이 읽을 가장 긴 시퀀스</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="168"/>
        <source>Name of the new model</source>
        <translation>새 모델의 이름</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="169"/>
        <source>Problem with the settings</source>
        <translation>설정의 문제</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="297"/>
        <source>%1 parameters and %2 more for each vocabulary entry</source>
        <translation>매개변수 %1개, 어휘 항목마다 %2개 추가</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="300"/>
        <source>Custom shape: %1</source>
        <translation>사용자 지정 형태: %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="323"/>
        <source>Open or create a project first.</source>
        <translation>먼저 프로젝트를 열거나 만드세요.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="326"/>
        <source>Choose the tokenizer the model is made with (Tokenizer page).</source>
        <translation>모델을 만들 토크나이저를 고르세요(토크나이저 페이지).</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="329"/>
        <source>Give the model a name without “/”.</source>
        <translation>모델에 “/”가 없는 이름을 주세요.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_model_dialog.cpp" line="331"/>
        <source>The project already has a model named “%1”.</source>
        <translation>프로젝트에 이미 “%1”(이)라는 모델이 있습니다.</translation>
    </message>
</context>
<context>
    <name>hw::ui::PerplexityPanel</name>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="113"/>
        <source>Choose a corpus of the project and at least one model.</source>
        <translation>프로젝트의 말뭉치와 모델을 하나 이상 고르세요.</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="124"/>
        <source>Waiting for its turn to measure (see Jobs)…</source>
        <translation>측정 차례를 기다리는 중… (작업 창 참고)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/compare/perplexity_panel.cpp" line="133"/>
        <source>Measuring the perplexity of %n model(s)…</source>
        <translation>
            <numerusform>모델 %n개의 퍼플렉서티를 재는 중…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="181"/>
        <source>Perplexity (lower is better)</source>
        <translation>퍼플렉서티 (낮을수록 좋음)</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="181"/>
        <source>Bits per character (lower is better)</source>
        <translation>문자당 비트(낮을수록 좋음)</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="191"/>
        <source>Held-out &amp;text of:</source>
        <translation>평가 텍스트(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="192"/>
        <source>&amp;Models:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="193"/>
        <source>Block &amp;length:</source>
        <translation>블록 길이(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="194"/>
        <source>validation split</source>
        <translation>검증 분할</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="195"/>
        <source>whole corpus</source>
        <translation>말뭉치 전체</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="196"/>
        <source>Mea&amp;sure perplexity</source>
        <translation>퍼플렉서티 재기(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="197"/>
        <source>Corpus to measure perplexity on</source>
        <translation>퍼플렉서티를 잴 말뭉치</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="198"/>
        <source>Part of the corpus scored</source>
        <translation>평가할 말뭉치 부분</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="200"/>
        <source>Model %1 to score</source>
        <translation>평가할 모델 %1</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="201"/>
        <source>Block length in tokens</source>
        <translation>토큰 단위 블록 길이</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="202"/>
        <source>Device for perplexity</source>
        <translation>퍼플렉서티 장치</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="203"/>
        <source>Measure perplexity</source>
        <translation>퍼플렉서티 재기</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="204"/>
        <source>Perplexity status</source>
        <translation>퍼플렉서티 상태</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Perplexity</source>
        <translation>퍼플렉서티</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Masked tokens</source>
        <translation>마스크 토큰</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="206"/>
        <source>Bits per character</source>
        <translation>문자당 비트</translation>
    </message>
    <message>
        <location filename="../ui/compare/perplexity_panel.cpp" line="207"/>
        <location filename="../ui/compare/perplexity_panel.cpp" line="208"/>
        <source>Perplexity per model</source>
        <translation>모델별 퍼플렉서티</translation>
    </message>
</context>
<context>
    <name>hw::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="81"/>
        <source>Preferences</source>
        <translation>환경설정</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="82"/>
        <source>All cores (%1)</source>
        <translation>모든 코어 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="83"/>
        <source>CPU: %1</source>
        <translation>CPU: %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="84"/>
        <source>Intra-op threads:</source>
        <translation>연산 스레드:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="85"/>
        <source>Default device:</source>
        <translation>기본 장치:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="86"/>
        <source>Language:</source>
        <translation>언어:</translation>
    </message>
</context>
<context>
    <name>hw::ui::PretrainEstimatePanel</name>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="175"/>
        <source>Estimating…</source>
        <translation>추정 중…</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="175"/>
        <source>Choose a model to see an estimate.</source>
        <translation>추정을 보려면 모델을 고르세요.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="197"/>
        <source>%1 tokens per step; about %2 steps per epoch of about %3 training tokens: the run&apos;s %4 steps cover %5 epochs.</source>
        <translation>단계당 토큰 %1개. 학습 토큰 약 %3개에 에포크당 약 %2단계이므로 이 실행의 %4단계는 %5에포크입니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="203"/>
        <source>%1 tokens per step.</source>
        <translation>단계당 토큰 %1개.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="204"/>
        <source>Memory: about %1 of %2 on %3 (%4 parameters: weights %5, gradients %6, optimizer %7; activations %8).</source>
        <translation>메모리: %3의 %2 중 약 %1 (매개변수 %4개: 가중치 %5, 기울기 %6, 옵티마이저 %7, 활성값 %8).</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="207"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="211"/>
        <source>Time: measuring the speed… (see Jobs)</source>
        <translation>시간: 속도 측정 중… (작업 참고)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="213"/>
        <source>Time: about %1 at %2 tokens per second measured on %3.</source>
        <translation>시간: %3에서 측정한 초당 토큰 %2개 기준 약 %1.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="216"/>
        <source>Time: press “Measure speed” for a short probe on %1.</source>
        <translation>시간: “속도 측정”을 누르면 %1에서 짧게 측정합니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="222"/>
        <source>This run needs about %1 but %2 has %3: lower the batch size (raise gradient accumulation to keep the effective batch) or the sequence length, or choose bf16.</source>
        <translation>이 실행에는 약 %1이 필요하지만 %2에는 %3이 있습니다. 배치 크기를 줄이거나(유효 배치를 유지하려면 기울기 누적을 늘리세요) 시퀀스 길이를 줄이거나 bf16을 고르세요.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="235"/>
        <source>Measure &amp;speed</source>
        <translation>속도 측정(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="236"/>
        <source>Measure training speed</source>
        <translation>학습 속도 측정</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="238"/>
        <source>A few training steps of this model&apos;s shape on random data, on the chosen device</source>
        <translation>고른 장치에서 이 모델 구조로 임의 데이터에 대해 몇 단계 학습합니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="239"/>
        <source>Estimate of the run</source>
        <translation>실행 추정</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_estimate_panel.cpp" line="240"/>
        <source>Memory warning</source>
        <translation>메모리 경고</translation>
    </message>
</context>
<context>
    <name>hw::ui::PretrainPage</name>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="183"/>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="233"/>
        <source>A run is already going; stop it first or wait for it to end.</source>
        <translation>이미 진행 중인 실행이 있습니다. 먼저 멈추거나 끝날 때까지 기다리세요.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="189"/>
        <source>Cannot start: %1</source>
        <translation>시작할 수 없음: %1</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="194"/>
        <source>The run may not fit</source>
        <translation>실행이 메모리에 맞지 않을 수 있습니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="195"/>
        <source>The estimate says this run needs more memory than %1 has. Start it anyway?</source>
        <translation>추정으로는 이 실행에 %1보다 많은 메모리가 필요합니다. 그래도 시작할까요?</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="212"/>
        <source>“%1” is waiting for %2…</source>
        <translation>“%1”이(가) %2을(를) 기다리는 중…</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="273"/>
        <source>%1 · validation loss</source>
        <translation>%1 · 검증 손실</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="274"/>
        <source>%1 · training loss</source>
        <translation>%1 · 학습 손실</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="275"/>
        <source>%1 · general-domain loss</source>
        <translation>%1 · 일반 도메인 손실</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="276"/>
        <source>%1 · general-domain perplexity</source>
        <translation>%1 · 일반 도메인 퍼플렉서티</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="298"/>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="398"/>
        <source>%1 of %2</source>
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="302"/>
        <source> · epoch %1</source>
        <translation> · 에포크 %1</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="304"/>
        <source> · memory %1</source>
        <translation> · 메모리 %1</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="305"/>
        <source> · elapsed %1 · ETA %2</source>
        <translation> · 경과 %1 · 남은 시간 %2</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="316"/>
        <source>“%1” paused at a step boundary; the model stays in memory.</source>
        <translation>“%1”이(가) 스텝 경계에서 일시정지되었습니다. 모델은 메모리에 남아 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="320"/>
        <source>“%1” finished: %2</source>
        <translation>“%1” 완료: %2</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="324"/>
        <source>“%1” stopped: %2</source>
        <translation>“%1” 멈춤: %2</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="243"/>
        <source>Cannot resume “%1”: %2</source>
        <translation>“%1”을(를) 이어 할 수 없습니다: %2</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="328"/>
        <source>“%1” failed: %2</source>
        <translation>“%1” 실패: %2</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="460"/>
        <source>&amp;Start pretraining</source>
        <translation>사전학습 시작(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="461"/>
        <source>&amp;Pause</source>
        <translation>일시정지(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="462"/>
        <source>&amp;Resume</source>
        <translation>계속(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="463"/>
        <source>Stop and sa&amp;ve</source>
        <translation>멈추고 저장(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="464"/>
        <source>Start pretraining</source>
        <translation>사전학습 시작</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="465"/>
        <source>Pause pretraining</source>
        <translation>사전학습 일시정지</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="466"/>
        <source>Resume pretraining</source>
        <translation>사전학습 계속</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="467"/>
        <source>Stop pretraining and save a checkpoint</source>
        <translation>사전학습을 멈추고 체크포인트 저장</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="468"/>
        <source>Resume &amp;run</source>
        <translation>실행 이어 하기(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="469"/>
        <source>Resume the selected run from its last checkpoint</source>
        <translation>선택한 실행을 마지막 체크포인트부터 이어 하기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="470"/>
        <source>Pretraining status</source>
        <translation>사전학습 상태</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="471"/>
        <source>Loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="472"/>
        <source>Validation perplexity</source>
        <translation>검증 퍼플렉서티</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="473"/>
        <source>Learning rate</source>
        <translation>학습률</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="474"/>
        <source>Tokens per second</source>
        <translation>초당 토큰</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="475"/>
        <source>Other metrics</source>
        <translation>기타 지표</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="476"/>
        <source>Curves</source>
        <translation>곡선</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="477"/>
        <source>Mask-fill watch</source>
        <translation>마스크 채우기 관찰</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="478"/>
        <source>Views of the run</source>
        <translation>실행 보기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="479"/>
        <source>Pretraining runs in the project (select several to overlay their curves):</source>
        <translation>프로젝트의 사전학습 실행(여러 개를 골라 곡선을 겹쳐 보기):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Corpora</source>
        <translation>코퍼스</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="480"/>
        <source>Objective</source>
        <translation>목표</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="481"/>
        <source>Steps</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="481"/>
        <source>Best validation loss</source>
        <translation>최저 검증 손실</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="481"/>
        <source>Duration</source>
        <translation>소요 시간</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="482"/>
        <source>Started</source>
        <translation>시작</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_page.cpp" line="483"/>
        <source>Pretraining runs</source>
        <translation>사전학습 실행</translation>
    </message>
</context>
<context>
    <name>hw::ui::PretrainSetupPanel</name>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="289"/>
        <source>Base &amp;model:</source>
        <translation>기본 모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="289"/>
        <source>Base model</source>
        <translation>기본 모델</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="290"/>
        <source>The Hugging Face model to continue from (BERT, ELECTRA, RoBERTa, XLM-RoBERTa or ModernBERT)</source>
        <translation>이어서 학습할 Hugging Face 모델(BERT, ELECTRA, RoBERTa, XLM-RoBERTa 또는 ModernBERT)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="291"/>
        <source>&amp;Tokenizer:</source>
        <translation>토크나이저(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="291"/>
        <source>Tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="292"/>
        <source>None: the model&apos;s own. A project tokenizer (a domain vocabulary) needs the model re-fitted to it first</source>
        <translation>없음: 모델 자신의 토크나이저. 프로젝트 토크나이저(도메인 어휘)를 쓰려면 먼저 모델을 그에 맞게 다시 맞춰야 합니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="295"/>
        <source>&amp;Also on:</source>
        <translation>함께 학습(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="295"/>
        <source>More corpora to pretrain on</source>
        <translation>함께 사전 학습할 코퍼스</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="296"/>
        <source>Other project corpora trained on together with the first (their splits joined)</source>
        <translation>첫 코퍼스와 함께 학습할 다른 프로젝트 코퍼스 (분할을 합칩니다)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="297"/>
        <source>&amp;Corpus:</source>
        <translation>말뭉치(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="297"/>
        <source>Corpus to pretrain on</source>
        <translation>사전학습할 말뭉치</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="298"/>
        <source>A project corpus; its validation split is used for evaluation</source>
        <translation>프로젝트 말뭉치. 검증 분할로 평가합니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="299"/>
        <source>Gene&amp;rator model:</source>
        <translation>생성기 모델(&amp;R):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="299"/>
        <source>ELECTRA generator model</source>
        <translation>ELECTRA 생성기 모델</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="300"/>
        <source>ELECTRA: a published generator to continue with; none creates one from the discriminator</source>
        <translation>ELECTRA: 이어서 학습할 공개 생성기. 없음이면 판별기에서 새로 만듭니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="301"/>
        <source>&amp;Device:</source>
        <translation>장치(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="301"/>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="301"/>
        <source>Where the run trains</source>
        <translation>학습할 장치</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="302"/>
        <source>Run &amp;name:</source>
        <translation>실행 이름(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="302"/>
        <source>Run name</source>
        <translation>실행 이름</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="303"/>
        <source>The run&apos;s folder in the project, and the name of the model it produces</source>
        <translation>프로젝트 안의 실행 폴더이자 만들어질 모델의 이름</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="304"/>
        <source>&amp;General corpus:</source>
        <translation>일반 코퍼스(&amp;G):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="304"/>
        <source>General corpus for the forgetting watch</source>
        <translation>망각 관찰용 일반 코퍼스</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="305"/>
        <source>Optional general-domain text scored at every evaluation beside the domain&apos;s: its perplexity rising shows what the adaptation forgets</source>
        <translation>선택 사항: 평가할 때마다 도메인 텍스트와 함께 채점하는 일반 도메인 텍스트입니다. 이 퍼플렉서티가 오르면 적응으로 잊는 것이 보입니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="307"/>
        <source>&amp;Watch sentences:</source>
        <translation>지켜볼 문장(&amp;W):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="307"/>
        <source>Sentences to watch</source>
        <translation>지켜볼 문장</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="308"/>
        <source>One sentence per line with [MASK] where the model should guess a word: its top 5 guesses are recorded at every evaluation</source>
        <translation>한 줄에 한 문장, 모델이 단어를 추측할 자리에 [MASK]를 넣으세요. 평가할 때마다 상위 5개 추측이 기록됩니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="319"/>
        <source>Masked language modelling (MLM)</source>
        <translation>마스크 언어 모델링(MLM)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="320"/>
        <source>Whole-word MLM</source>
        <translation>전체 단어 MLM</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="321"/>
        <source>ELECTRA (replaced-token detection)</source>
        <translation>ELECTRA(교체 토큰 탐지)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="322"/>
        <source>Problem with the settings</source>
        <translation>설정 문제</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="323"/>
        <source> min</source>
        <translation>분</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/pretrain_setup_panel.cpp" line="324"/>
        <source>e.g. The central bank raised [MASK] rates.</source>
        <translation>예: 한국은행이 기준[MASK]를 올렸다.</translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectActions</name>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="43"/>
        <source>&amp;New Project...</source>
        <translation>새 프로젝트(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="44"/>
        <source>&amp;Open Project...</source>
        <translation>프로젝트 열기(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="45"/>
        <source>Open &amp;Recent</source>
        <translation>최근 프로젝트(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="57"/>
        <source>No recent projects</source>
        <translation>최근 프로젝트 없음</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="61"/>
        <source>Headwater projects (*.hwproj)</source>
        <translation>Headwater 프로젝트 (*.hwproj)</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="62"/>
        <location filename="../ui/project/project_actions.cpp" line="69"/>
        <source>New Project</source>
        <translation>새 프로젝트</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="69"/>
        <source>Project name:</source>
        <translation>프로젝트 이름:</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="75"/>
        <source>Cannot create project</source>
        <translation>프로젝트를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="78"/>
        <source>Created project %1</source>
        <translation>프로젝트를 만들었습니다: %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="82"/>
        <source>Open Project</source>
        <translation>프로젝트 열기</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="83"/>
        <source>Headwater projects (*.hwproj);;All files (*)</source>
        <translation>Headwater 프로젝트 (*.hwproj);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="95"/>
        <source>Cannot open %1: %2</source>
        <translation>%1을(를) 열 수 없습니다: %2</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="96"/>
        <source>Cannot open project</source>
        <translation>프로젝트를 열 수 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/project/project_actions.cpp" line="99"/>
        <source>Opened project %1</source>
        <translation>프로젝트를 열었습니다: %1</translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectHubPanel</name>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="49"/>
        <source>corpora</source>
        <translation>코퍼스</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="51"/>
        <source>labelled sets</source>
        <translation>레이블 데이터셋</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="53"/>
        <source>tokenizers</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="55"/>
        <source>models</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="57"/>
        <source>runs</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="59"/>
        <source>evaluations</source>
        <translation>평가</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="61"/>
        <source>exports</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="69"/>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="71"/>
        <source>Labelled set</source>
        <translation>레이블 데이터</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="73"/>
        <source>Tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="75"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="77"/>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="79"/>
        <source>Evaluation</source>
        <translation>평가</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="81"/>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="173"/>
        <source>Rename</source>
        <translation>이름 바꾸기</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="173"/>
        <source>New name of “%1”:</source>
        <translation>“%1”의 새 이름:</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="239"/>
        <source>Disk use unknown: %1</source>
        <translation>디스크 사용량을 알 수 없음: %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="249"/>
        <source>other files %1</source>
        <translation>기타 파일 %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="250"/>
        <source>project file %1</source>
        <translation>프로젝트 파일 %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="251"/>
        <source>On disk: %1 (%2)</source>
        <translation>디스크 사용량: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="276"/>
        <source>import a corpus</source>
        <translation>말뭉치 가져오기</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="277"/>
        <source>train or extend a tokenizer (optional)</source>
        <translation>토크나이저 학습 또는 확장(선택)</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="278"/>
        <source>adapt a model by continued pretraining</source>
        <translation>추가 사전학습으로 모델 적응</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="279"/>
        <source>fine-tune the base and the adapted model</source>
        <translation>기본 모델과 적응 모델 미세조정</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="280"/>
        <source>import a labelled set to fine-tune on</source>
        <translation>미세조정에 쓸 레이블 데이터셋 가져오기</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="281"/>
        <source>compare them</source>
        <translation>두 모델 비교</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="282"/>
        <source>export the better one</source>
        <translation>더 나은 모델 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="292"/>
        <source>&lt;b&gt;next:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;다음:&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/project/project_hub_panel.cpp" line="297"/>
        <source>The project holds %n artefact(s).</source>
        <translation>
            <numerusform>프로젝트에 산출물이 %n개 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="298"/>
        <source>Steps: %1</source>
        <translation>단계: %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="385"/>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="386"/>
        <source>Delete “%1” and its files in the project? This cannot be undone.</source>
        <translation>“%1”과(와) 프로젝트 안의 파일을 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="392"/>
        <source>Not deleted: %1. %2</source>
        <translation>삭제하지 않았습니다: %1. %2</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="395"/>
        <source>Deleted “%1”.</source>
        <translation>“%1”을(를) 삭제했습니다.</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="409"/>
        <source>Not renamed: %1. %2</source>
        <translation>이름을 바꾸지 않았습니다: %1. %2</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="412"/>
        <source>Renamed “%1” to “%2”.</source>
        <translation>“%1”의 이름을 “%2”(으)로 바꿨습니다.</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="425"/>
        <source>Everything</source>
        <translation>전체</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="428"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="428"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="428"/>
        <source>Key figures</source>
        <translation>주요 수치</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="428"/>
        <source>Created</source>
        <translation>만든 때</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="429"/>
        <source>Made from</source>
        <translation>만든 재료</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="430"/>
        <source>Setting</source>
        <translation>설정</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="430"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="431"/>
        <source>Settings of the chosen lineage entry</source>
        <translation>계보에서 고른 항목의 설정</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="432"/>
        <source>Lineage of the selected artefact:</source>
        <translation>선택한 산출물의 계보:</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="433"/>
        <source>Open &amp;folder</source>
        <translation>폴더 열기(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="434"/>
        <source>&amp;Rename…</source>
        <translation>이름 바꾸기(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="435"/>
        <source>&amp;Delete…</source>
        <translation>삭제(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="436"/>
        <source>Show artefacts of kind</source>
        <translation>표시할 산출물 종류</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="437"/>
        <source>Artefacts in the project</source>
        <translation>프로젝트의 산출물</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="438"/>
        <source>Lineage of the selected artefact</source>
        <translation>선택한 산출물의 계보</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="439"/>
        <source>Open the artefact&apos;s folder</source>
        <translation>산출물 폴더 열기</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="440"/>
        <source>Rename the artefact</source>
        <translation>산출물 이름 바꾸기</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="441"/>
        <source>Delete the artefact</source>
        <translation>산출물 삭제</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="442"/>
        <source>Disk use of the project</source>
        <translation>프로젝트의 디스크 사용량</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="443"/>
        <source>Next step</source>
        <translation>다음 단계</translation>
    </message>
    <message>
        <location filename="../ui/project/project_hub_panel.cpp" line="444"/>
        <source>Project message</source>
        <translation>프로젝트 메시지</translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectPage</name>
    <message>
        <location filename="../ui/project/project_page.cpp" line="73"/>
        <source>New Project...</source>
        <translation>새 프로젝트...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="74"/>
        <source>Open Project...</source>
        <translation>프로젝트 열기...</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="75"/>
        <location filename="../ui/project/project_page.cpp" line="76"/>
        <source>Recent projects</source>
        <translation>최근 프로젝트</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="83"/>
        <source>File: %1
Created: %2
Project format: version %3</source>
        <translation>파일: %1
만든 날짜: %2
프로젝트 형식: 버전 %3</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="87"/>
        <source>Data folder: %1</source>
        <translation>데이터 폴더: %1</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="90"/>
        <source>No project open</source>
        <translation>열린 프로젝트 없음</translation>
    </message>
    <message>
        <location filename="../ui/project/project_page.cpp" line="92"/>
        <source>A project keeps corpora, tokenizers, models, runs and evaluations together in one .hwproj file. Create a new one or open an existing one.</source>
        <translation>프로젝트는 말뭉치, 토크나이저, 모델, 실행 기록과 평가를 하나의 .hwproj 파일에 함께 보관합니다. 새로 만들거나 기존 프로젝트를 여세요.</translation>
    </message>
</context>
<context>
    <name>hw::ui::RunCheckpointsPanel</name>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="80"/>
        <source>resumable</source>
        <translation>이어 하기 가능</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="80"/>
        <source>weights only</source>
        <translation>가중치만</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="88"/>
        <source>Select one run to see its checkpoints.</source>
        <translation>실행 하나를 고르면 체크포인트가 보입니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="89"/>
        <source>Checkpoints of “%1”:</source>
        <translation>“%1”의 체크포인트:</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="110"/>
        <source>Not added: %1. %2</source>
        <translation>추가하지 않았습니다: %1. %2</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="115"/>
        <source>Added the model “%1” to the project.</source>
        <translation>프로젝트에 “%1” 모델을 추가했습니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="128"/>
        <source>The run is in use by a job: wait for it to end, then delete.</source>
        <translation>실행을 작업이 쓰고 있습니다. 끝날 때까지 기다린 뒤 삭제하세요.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="132"/>
        <source>Delete checkpoint</source>
        <translation>체크포인트 삭제</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="133"/>
        <source>Delete %1 of “%2”? This cannot be undone.</source>
        <translation>“%2”의 %1을(를) 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="144"/>
        <source>Cannot delete %1: check that nothing else has it open.</source>
        <translation>%1을(를) 삭제할 수 없습니다. 다른 프로그램이 열고 있지 않은지 확인하세요.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Checkpoint</source>
        <translation>체크포인트</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Resume</source>
        <translation>이어 하기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="160"/>
        <source>Best validation loss so far</source>
        <translation>그때까지의 최저 검증 손실</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="161"/>
        <source>Checkpoints of the selected run</source>
        <translation>선택한 실행의 체크포인트</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="162"/>
        <source>&amp;Use as model</source>
        <translation>모델로 쓰기(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="163"/>
        <source>Delete c&amp;heckpoint…</source>
        <translation>체크포인트 삭제(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="164"/>
        <source>Add the selected checkpoint to the project as a model</source>
        <translation>선택한 체크포인트를 프로젝트 모델로 추가</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="165"/>
        <source>Delete the selected checkpoint</source>
        <translation>선택한 체크포인트 삭제</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_checkpoints_panel.cpp" line="166"/>
        <source>Checkpoint message</source>
        <translation>체크포인트 메시지</translation>
    </message>
</context>
<context>
    <name>hw::ui::RunImportButton</name>
    <message>
        <location filename="../ui/pretrain/run_import_button.cpp" line="44"/>
        <source>&amp;Import a run…</source>
        <translation>실행 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_button.cpp" line="45"/>
        <source>Import a run</source>
        <translation>실행 가져오기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_button.cpp" line="46"/>
        <source>Add a pretraining run that ran without the project (on a cluster, or with headwater-cli pretrain) with its curves and its final model; its folder is only read</source>
        <translation>프로젝트 없이 (클러스터에서 또는 headwater-cli pretrain으로) 진행한 사전학습 실행을 곡선과 최종 모델과 함께 추가합니다. 실행 폴더는 읽기만 합니다</translation>
    </message>
</context>
<context>
    <name>hw::ui::RunImportDialog</name>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="80"/>
        <source>Adding the run in %1 to the project… (see Jobs)</source>
        <translation>%1의 실행을 프로젝트에 추가하는 중… (작업 창 참고)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="93"/>
        <source>The import was cancelled; nothing was added.</source>
        <translation>가져오기를 취소했습니다. 아무것도 추가하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="94"/>
        <source>Cannot add the run: %1</source>
        <translation>실행을 추가할 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="102"/>
        <source>Added the run “%1” (%2, %3 steps).</source>
        <translation>실행 “%1”(%2, %3단계)을(를) 추가했습니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="105"/>
        <source>%1 It saved no final model.</source>
        <translation>%1 이 실행은 최종 모델을 저장하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="106"/>
        <source>%1 Its final model is the model “%2”.</source>
        <translation>%1 최종 모델은 모델 “%2”입니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="117"/>
        <source>The run&apos;s folder</source>
        <translation>실행 폴더</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="135"/>
        <source>Import a run</source>
        <translation>실행 가져오기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="136"/>
        <source>Run &amp;folder:</source>
        <translation>실행 폴더(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="137"/>
        <source>Run folder</source>
        <translation>실행 폴더</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="138"/>
        <source>The folder a pretraining run wrote (it holds run.json and metrics.jsonl); it is only read</source>
        <translation>사전학습 실행이 기록한 폴더(run.json과 metrics.jsonl이 들어 있음). 읽기만 합니다</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="140"/>
        <source>C&amp;hoose…</source>
        <translation>고르기(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="141"/>
        <source>Choose the run folder</source>
        <translation>실행 폴더 고르기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="142"/>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="143"/>
        <source>Name of the run</source>
        <translation>실행 이름</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="144"/>
        <source>The run&apos;s name in the project, and its final model&apos;s</source>
        <translation>프로젝트에서 쓸 실행 이름이자 최종 모델의 이름</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="145"/>
        <source>the folder&apos;s name</source>
        <translation>폴더 이름</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="146"/>
        <source>&amp;Add to the project</source>
        <translation>프로젝트에 추가(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="147"/>
        <source>Add the run to the project</source>
        <translation>실행을 프로젝트에 추가</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="148"/>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="149"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/run_import_dialog.cpp" line="150"/>
        <source>Run import status</source>
        <translation>실행 가져오기 상태</translation>
    </message>
</context>
<context>
    <name>hw::ui::SettingForm</name>
    <message>
        <location filename="../ui/widgets/setting_form.cpp" line="155"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>hw::ui::ThresholdPanel</name>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="81"/>
        <source>Threshold of %1</source>
        <translation>%1의 임계값</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="139"/>
        <source>Validation with these thresholds: macro-F1 %1, micro-F1 %2, subset accuracy %3 (with the saved ones: macro-F1 %4).</source>
        <translation>이 임계값으로 본 검증: macro-F1 %1, micro-F1 %2, 부분집합 정확도 %3 (저장된 임계값: macro-F1 %4).</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="168"/>
        <source>Seed whose thresholds are shown</source>
        <translation>임계값을 보이는 시드</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="169"/>
        <source>&amp;All labels:</source>
        <translation>모든 레이블(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="170"/>
        <source>Threshold of every label</source>
        <translation>모든 레이블의 임계값</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="171"/>
        <source>Label</source>
        <translation>레이블</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="171"/>
        <source>Threshold</source>
        <translation>임계값</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="171"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="171"/>
        <source>Validation F1</source>
        <translation>검증 F1</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="172"/>
        <source>Decision threshold per label</source>
        <translation>레이블별 결정 임계값</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="173"/>
        <source>Validation metrics with these thresholds</source>
        <translation>이 임계값으로 본 검증 지표</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="174"/>
        <source>&amp;Save thresholds</source>
        <translation>임계값 저장(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="175"/>
        <source>Save the thresholds with the model</source>
        <translation>임계값을 모델과 함께 저장</translation>
    </message>
    <message>
        <location filename="../ui/finetune/threshold_panel.cpp" line="176"/>
        <source>Written beside the model: every later evaluation of it decides with them</source>
        <translation>모델 옆에 저장되어, 이후 이 모델의 모든 평가가 이 임계값으로 결정합니다</translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenChips</name>
    <message>
        <location filename="../ui/widgets/token_chips.cpp" line="37"/>
        <source>id %1 · characters %2–%3 · “%4”</source>
        <translation>id %1 · 글자 %2–%3 · “%4”</translation>
    </message>
    <message>
        <location filename="../ui/widgets/token_chips.cpp" line="39"/>
        <source>unknown token for “%1”</source>
        <translation>“%1”에 대한 알 수 없는 토큰</translation>
    </message>
    <message>
        <location filename="../ui/widgets/token_chips.cpp" line="40"/>
        <source>%1, continues the word</source>
        <translation>%1, 앞 단어에 이어짐</translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerFitPanel</name>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="130"/>
        <source>“%1” is the model re-fitted to the tokenizer, now the base model.</source>
        <translation>“%1”은(는) 토크나이저에 다시 맞춘 모델이며 이제 기반 모델입니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="139"/>
        <source>Re-fitting the model to the tokenizer… (see Jobs)</source>
        <translation>모델을 토크나이저에 다시 맞추는 중… (작업 참고)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="141"/>
        <source>The model&apos;s own tokenizer.</source>
        <translation>모델 자신의 토크나이저입니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="145"/>
        <source>Comparing the vocabularies…</source>
        <translation>어휘를 비교하는 중…</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="147"/>
        <source>The model already has exactly this vocabulary.</source>
        <translation>모델이 이미 정확히 이 어휘를 갖고 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="150"/>
        <source>The model knows %1 tokens, this tokenizer %2, %3 of them shared. The model must be re-fitted to it first: shared tokens keep their embeddings, new ones start as the mean of their old pieces.</source>
        <translation>모델은 토큰 %1개, 이 토크나이저는 %2개를 알고 %3개가 공통입니다. 먼저 모델을 이 토크나이저에 다시 맞춰야 합니다. 공통 토큰은 임베딩을 유지하고, 새 토큰은 이전 조각들의 평균에서 시작합니다.</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="166"/>
        <source>Re-&amp;fit the model to this tokenizer</source>
        <translation>모델을 이 토크나이저에 다시 맞추기(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="167"/>
        <source>Re-fit the model to the chosen tokenizer</source>
        <translation>모델을 고른 토크나이저에 다시 맞추기</translation>
    </message>
    <message>
        <location filename="../ui/pretrain/tokenizer_fit_panel.cpp" line="168"/>
        <source>How the tokenizer fits the model</source>
        <translation>토크나이저와 모델이 맞는 정도</translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerPage</name>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="116"/>
        <source>Trained “%1”.</source>
        <translation>“%1” 학습을 마쳤습니다.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="119"/>
        <source>Training of “%1” cancelled; nothing was kept.</source>
        <translation>“%1” 학습이 취소되었습니다. 아무것도 남기지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="122"/>
        <source>Training of “%1” failed: %2</source>
        <translation>“%1” 학습 실패: %2</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="136"/>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="138"/>
        <source>Train</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="139"/>
        <source>Extend a model&apos;s vocabulary</source>
        <translation>모델 어휘 확장</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="140"/>
        <source>Compare on a text</source>
        <translation>텍스트로 비교</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="141"/>
        <source>Fragmentation on a corpus</source>
        <translation>코퍼스 분절 측정</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="142"/>
        <source>Tokenizer tasks</source>
        <translation>토크나이저 작업</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="137"/>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="145"/>
        <source>Tokenizers in the project</source>
        <translation>프로젝트의 토크나이저</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Vocabulary</source>
        <translation>어휘</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Created</source>
        <translation>만든 때</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="144"/>
        <source>Made from</source>
        <translation>만든 재료</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_page.cpp" line="146"/>
        <source>Last tokenizer result</source>
        <translation>마지막 토크나이저 결과</translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerPreviewPanel</name>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="104"/>
        <source>Choose a tokenizer</source>
        <translation>토크나이저를 고르세요</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="112"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>토큰 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="113"/>
        <source> · %1 per word</source>
        <translation> · 단어당 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="114"/>
        <source> · %n unknown</source>
        <translation>
            <numerusform> · 알 수 없음 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="126"/>
        <source>&amp;Preview: type or paste text to see how each tokenizer splits it</source>
        <translation>미리보기(&amp;P): 텍스트를 입력하거나 붙여 넣어 각 토크나이저가 어떻게 나누는지 보세요</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="127"/>
        <source>Text to tokenize</source>
        <translation>토큰화할 텍스트</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="129"/>
        <source>Tokenizer %1 of the preview</source>
        <translation>미리보기 토크나이저 %1</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="130"/>
        <source>Tokens from tokenizer %1</source>
        <translation>토크나이저 %1의 토큰</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_preview_panel.cpp" line="131"/>
        <source>Token count of tokenizer %1</source>
        <translation>토크나이저 %1의 토큰 수</translation>
    </message>
</context>
<context>
    <name>hw::ui::TokenizerTrainPanel</name>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="164"/>
        <source>Open or create a project first.</source>
        <translation>먼저 프로젝트를 열거나 만드세요.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="168"/>
        <source>Import a corpus first (Corpus page): a tokenizer is trained on one.</source>
        <translation>먼저 말뭉치를 가져오세요(말뭉치 페이지). 토크나이저는 말뭉치로 학습합니다.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="174"/>
        <source>Give the tokenizer a name without “/”.</source>
        <translation>“/” 없이 토크나이저 이름을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="181"/>
        <source>The project already has a tokenizer named “%1”: choose another name.</source>
        <translation>프로젝트에 이미 “%1” 토크나이저가 있습니다. 다른 이름을 고르세요.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="224"/>
        <source>Give five different special tokens separated by spaces: padding, unknown, classifier, separator and mask (BERT: [PAD] [UNK] [CLS] [SEP] [MASK]).</source>
        <translation>서로 다른 특수 토큰 다섯 개를 공백으로 구분해 주세요: 패딩, 미지, 분류, 구분, 마스크 (BERT: [PAD] [UNK] [CLS] [SEP] [MASK]).</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="205"/>
        <source>Careful: %1. Click Train tokenizer again to train anyway.</source>
        <translation>주의: %1. 그래도 학습하려면 ‘토크나이저 학습’을 한 번 더 누르세요.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="212"/>
        <source>Training “%1”… (see Jobs)</source>
        <translation>“%1” 학습 중… (작업 창 참고)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="252"/>
        <source>&amp;Corpus:</source>
        <translation>말뭉치(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="253"/>
        <source>&amp;Kind:</source>
        <translation>종류(&amp;K):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="254"/>
        <source>&amp;Vocabulary size:</source>
        <translation>어휘 크기(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="150"/>
        <source>&amp;Lowercase and strip accents</source>
        <translation>소문자로 바꾸고 악센트 제거(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="150"/>
        <source>&amp;Lowercase</source>
        <translation>소문자로 바꾸기(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="151"/>
        <source>Lowercase</source>
        <translation>소문자로 바꾸기</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="153"/>
        <source>Lowercases the text, accents kept; RoBERTa keeps the case</source>
        <translation>텍스트를 소문자로 바꾸되 악센트는 그대로 둡니다. RoBERTa는 대소문자를 유지합니다</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="155"/>
        <source>Minimum pair frequency</source>
        <translation>최소 쌍 빈도</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="157"/>
        <source>Byte-level BPE: no pair seen fewer times is merged</source>
        <translation>바이트 수준 BPE: 이보다 적게 나온 쌍은 병합하지 않습니다</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="255"/>
        <source>Minimum &amp;frequency:</source>
        <translation>최소 빈도(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="256"/>
        <source>Character co&amp;verage:</source>
        <translation>문자 포괄률(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="257"/>
        <source>&amp;Special tokens:</source>
        <translation>특수 토큰(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="258"/>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="259"/>
        <source>&amp;Train tokenizer</source>
        <translation>토크나이저 학습(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="260"/>
        <source>Byte-level BPE (RoBERTa)</source>
        <translation>바이트 수준 BPE (RoBERTa)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="262"/>
        <source>Corpus to train on</source>
        <translation>학습할 말뭉치</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="263"/>
        <source>Tokenizer kind</source>
        <translation>토크나이저 종류</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="264"/>
        <source>Vocabulary size</source>
        <translation>어휘 크기</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="151"/>
        <source>Lowercase and strip accents</source>
        <translation>소문자로 바꾸고 악센트 제거</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="156"/>
        <source>Minimum word frequency</source>
        <translation>최소 단어 빈도</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="265"/>
        <source>Character coverage</source>
        <translation>문자 포괄률</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="266"/>
        <source>Special tokens</source>
        <translation>특수 토큰</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="267"/>
        <source>Padding, unknown, classifier, separator and mask tokens, in that order</source>
        <translation>패딩, 미지, 분류, 구분, 마스크 토큰을 이 순서로</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="268"/>
        <source>Tokenizer name</source>
        <translation>토크나이저 이름</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="269"/>
        <source>Train tokenizer</source>
        <translation>토크나이저 학습</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="270"/>
        <source>Training status</source>
        <translation>학습 상태</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="271"/>
        <source>Number of tokens, special tokens included (BERT base: 30,522)</source>
        <translation>특수 토큰을 포함한 토큰 수(BERT base: 30,522)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="154"/>
        <source>For uncased models; keep it off for Korean and for cased models</source>
        <translation>대소문자 구분 없는 모델용입니다. 한국어와 대소문자 구분 모델에서는 끄세요</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="158"/>
        <source>WordPiece: words seen fewer times are not learned from</source>
        <translation>WordPiece: 이보다 적게 나온 단어는 학습에 쓰지 않습니다</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/tokenizer_train_panel.cpp" line="272"/>
        <source>SentencePiece: share of characters the vocabulary must cover; 0.9995 suits Korean, Chinese and Japanese</source>
        <translation>SentencePiece: 어휘가 포괄해야 할 문자 비율. 한국어, 중국어, 일본어에는 0.9995가 알맞습니다</translation>
    </message>
</context>
<context>
    <name>hw::ui::TryClassifierPanel</name>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="74"/>
        <source>Type a text; the models of the run shown above will label it.</source>
        <translation>텍스트를 입력하세요; 위에 보이는 실행의 모델들이 레이블을 답합니다.</translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="83"/>
        <source>Classifying…</source>
        <translation>분류하는 중…</translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="136"/>
        <source>Label probabilities of %1</source>
        <translation>%1의 레이블 확률</translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="118"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="130"/>
        <source>Type a text to classify…</source>
        <translation>분류할 텍스트를 입력하세요…</translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="131"/>
        <source>Text to classify</source>
        <translation>분류할 텍스트</translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="132"/>
        <source>C&amp;lassify</source>
        <translation>분류(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="133"/>
        <source>Classify the text with each model</source>
        <translation>각 모델로 텍스트 분류</translation>
    </message>
    <message>
        <location filename="../ui/finetune/try_classifier_panel.cpp" line="134"/>
        <source>What each model decided</source>
        <translation>각 모델의 결정</translation>
    </message>
</context>
<context>
    <name>hw::ui::VocabExtensionPanel</name>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="122"/>
        <source>Open or create a project first.</source>
        <translation>먼저 프로젝트를 열거나 만드세요.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="126"/>
        <source>Choose the model whose vocabulary to extend.</source>
        <translation>어휘를 확장할 모델을 고르세요.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="131"/>
        <source>Import a domain corpus first (Corpus page): its words are the candidates.</source>
        <translation>먼저 도메인 코퍼스를 가져오세요(코퍼스 페이지). 그 단어들이 후보가 됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="147"/>
        <source>Counting the words of “%1” that the tokenizer cuts… (see Jobs)</source>
        <translation>토크나이저가 나누는 “%1”의 단어를 세는 중… (작업 참고)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="173"/>
        <source>Made “%1”: the vocabulary grew from %2 to %3 tokens. The resized model and its tokenizer are in the project under that name.</source>
        <translation>“%1”을(를) 만들었습니다. 어휘가 %2개에서 %3개 토큰으로 늘었습니다. 크기를 바꾼 모델과 토크나이저가 그 이름으로 프로젝트에 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="196"/>
        <source>Add “%1”</source>
        <translation>“%1” 추가</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="205"/>
        <source>Tokens saved on the corpus if the word becomes one token</source>
        <translation>이 단어가 토큰 하나가 되면 코퍼스에서 줄어드는 토큰 수</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="212"/>
        <source>No word of “%1” seen at least %2 times is cut into pieces: lower the minimum frequency, or the vocabulary already suits this corpus.</source>
        <translation>“%1”에서 %2번 이상 나온 단어 중 조각으로 나뉘는 단어가 없습니다. 최소 빈도를 낮추세요. 아니면 어휘가 이미 이 코퍼스에 맞습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="216"/>
        <source>%n candidate word(s), the most tokens saved first. Tick the words to add.</source>
        <translation>
            <numerusform>후보 단어 %n개, 토큰을 가장 많이 줄이는 순서입니다. 추가할 단어를 체크하세요.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="239"/>
        <source>%1 of %2 words ticked</source>
        <translation>단어 %2개 중 %1개 체크됨</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="247"/>
        <source>Find the candidates and tick the words to add first.</source>
        <translation>먼저 후보를 찾고 추가할 단어를 체크하세요.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="252"/>
        <source>Give the extended model a name without “/”.</source>
        <translation>확장한 모델에 “/”가 없는 이름을 주세요.</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="260"/>
        <source>The project already has a model or tokenizer named “%1”: choose another name.</source>
        <translation>프로젝트에 이미 “%1”(이)라는 모델이나 토크나이저가 있습니다. 다른 이름을 고르세요.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="277"/>
        <source>Adding %n word(s) and resizing the model… (see Jobs)</source>
        <translation>
            <numerusform>단어 %n개를 추가하고 모델 크기를 바꾸는 중… (작업 참고)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="295"/>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="296"/>
        <source>Domain c&amp;orpus:</source>
        <translation>도메인 코퍼스(&amp;O):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="297"/>
        <source>Seen at &amp;least:</source>
        <translation>최소 빈도(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="298"/>
        <source> times</source>
        <translation>번</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="299"/>
        <source>&amp;Find candidates</source>
        <translation>후보 찾기(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Word</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Frequency</source>
        <translation>빈도</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Pieces today</source>
        <translation>지금의 조각</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="301"/>
        <source>Tokens saved</source>
        <translation>줄어드는 토큰</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="302"/>
        <source>&amp;Select top N</source>
        <translation>상위 N개 선택(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="303"/>
        <source>N&amp;ame:</source>
        <translation>이름(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="304"/>
        <source>&amp;Extend vocabulary</source>
        <translation>어휘 확장(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="305"/>
        <source>Model whose vocabulary to extend</source>
        <translation>어휘를 확장할 모델</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="306"/>
        <source>Domain corpus to find words in</source>
        <translation>단어를 찾을 도메인 코퍼스</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="307"/>
        <source>Minimum word frequency</source>
        <translation>최소 단어 빈도</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="308"/>
        <source>Find candidates</source>
        <translation>후보 찾기</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="309"/>
        <source>Candidate words</source>
        <translation>후보 단어</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="310"/>
        <source>How many top words to select</source>
        <translation>선택할 상위 단어 수</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="311"/>
        <source>Select top N</source>
        <translation>상위 N개 선택</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="312"/>
        <source>Words ticked</source>
        <translation>체크한 단어</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="313"/>
        <source>Name of the extended model</source>
        <translation>확장한 모델의 이름</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="314"/>
        <source>Extend vocabulary</source>
        <translation>어휘 확장</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="315"/>
        <source>Vocabulary extension status</source>
        <translation>어휘 확장 상태</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="317"/>
        <source>A model with a WordPiece tokenizer (BERT, ELECTRA, KLUE-RoBERTa) or a byte-level BPE tokenizer (RoBERTa, ModernBERT); a BPE vocabulary gains merges</source>
        <translation>WordPiece 토크나이저(BERT, ELECTRA, KLUE-RoBERTa) 또는 바이트 수준 BPE 토크나이저(RoBERTa, ModernBERT)를 가진 모델. BPE 어휘에는 병합 규칙이 추가됩니다</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="319"/>
        <source>Ranks the corpus&apos;s words that the tokenizer cuts into pieces by the tokens they would save</source>
        <translation>토크나이저가 조각으로 나누는 코퍼스 단어를 줄어드는 토큰 수로 순위를 매깁니다</translation>
    </message>
    <message>
        <location filename="../ui/tokenizer/vocab_extension_panel.cpp" line="321"/>
        <source>Adds the ticked words; each new embedding starts as the mean of its pieces, so the model behaves as before on other text</source>
        <translation>체크한 단어를 추가합니다. 새 임베딩은 조각들의 평균에서 시작하므로 다른 텍스트에서는 모델이 전과 같이 동작합니다</translation>
    </message>
</context>
<context>
    <name>hw::ui::WorkflowNavigator</name>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="75"/>
        <source>done</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="77"/>
        <source>ready</source>
        <translation>준비됨</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="79"/>
        <source>needs an earlier step first</source>
        <translation>앞 단계를 먼저 해야 함</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="81"/>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="95"/>
        <source>Open or create a project first, on the %1 page.</source>
        <translation>먼저 %1 페이지에서 프로젝트를 열거나 만드세요.</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="99"/>
        <source>Import a corpus of in-domain text first, on the %1 page: a tokenizer is trained, and a model pretrained, on one.</source>
        <translation>먼저 %1 페이지에서 도메인 텍스트 말뭉치를 가져오세요. 토크나이저 학습과 모델 사전학습은 말뭉치로 합니다.</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="104"/>
        <source>Import a labelled set first, on the %1 page (its Labelled sets tab): fine-tuning learns your task from it.</source>
        <translation>먼저 %1 페이지(레이블 데이터 탭)에서 레이블 데이터를 가져오세요. 미세조정은 그것으로 과제를 배웁니다.</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="110"/>
        <source>Make or add a model first: continue pretraining one on the %1 page, or fine-tune one on the %2 page.</source>
        <translation>먼저 모델을 만들거나 추가하세요. %1 페이지에서 이어서 사전학습하거나 %2 페이지에서 미세조정하세요.</translation>
    </message>
    <message>
        <location filename="../ui/main/workflow_navigator.cpp" line="181"/>
        <source>%1. %2, %3</source>
        <translation>%1. %2, %3</translation>
    </message>
</context>
</TS>
