<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>MainWindow</name>
    <message>
        <source>Project</source>
        <translation>프로젝트</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <source>Pretrain</source>
        <translation>사전학습</translation>
    </message>
    <message>
        <source>Fine-tune</source>
        <translation>미세조정</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
</context>
<context>
    <name>PlannedPage</name>
    <message>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <source>Import in-domain text (plain text, blank-line separated documents, JSONL, CSV/TSV) with deduplication, statistics and a deterministic 9:1 train/validation split, and labelled data for fine-tuning.</source>
        <translation>도메인 텍스트(일반 텍스트, 빈 줄로 구분된 문서, JSONL, CSV/TSV)를 중복 제거, 통계, 재현 가능한 9:1 학습/검증 분할과 함께 가져오고, 미세조정용 레이블 데이터도 가져옵니다.</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <source>Keep a model&apos;s WordPiece tokenizer, train a WordPiece or SentencePiece vocabulary on your corpus, or extend a vocabulary with domain terms.</source>
        <translation>모델의 WordPiece 토크나이저를 그대로 쓰거나, 말뭉치로 WordPiece 또는 SentencePiece 어휘를 학습하거나, 도메인 용어로 어휘를 확장합니다.</translation>
    </message>
    <message>
        <source>Pretrain</source>
        <translation>사전학습</translation>
    </message>
    <message>
        <source>Continue pretraining BERT (masked language modelling, optionally whole-word) or ELECTRA (replaced-token detection) with live loss, perplexity and learning-rate plots.</source>
        <translation>BERT(마스크 언어 모델링, 선택적으로 전체 단어 마스킹) 또는 ELECTRA(교체 토큰 탐지)의 추가 사전학습을 손실, 퍼플렉서티, 학습률 그래프를 실시간으로 보며 진행합니다.</translation>
    </message>
    <message>
        <source>Fine-tune</source>
        <translation>미세조정</translation>
    </message>
    <message>
        <source>Fine-tune single-label or multi-label sequence classifiers and read macro/micro F1 with per-class tables.</source>
        <translation>단일 레이블 또는 다중 레이블 문장 분류기를 미세조정하고 매크로/마이크로 F1과 클래스별 표를 확인합니다.</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Put models side by side: mask-fill predictions, training curves and F1 of the base model against the domain-adapted one.</source>
        <translation>여러 모델을 나란히 비교합니다: 마스크 채우기 예측, 학습 곡선, 기본 모델과 도메인 적응 모델의 F1.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <source>Write Hugging Face model directories that transformers loads, and ONNX files for deployment.</source>
        <translation>transformers가 읽을 수 있는 Hugging Face 모델 디렉터리와 배포용 ONNX 파일을 씁니다.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Demo: news topics and emotions</source>
        <translation>데모: 뉴스 주제와 감정</translation>
    </message>
</context>
<context>
    <name>hw::ui::AboutDialog</name>
    <message>
        <source>About Headwater</source>
        <translation>Headwater 정보</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;Domain-adaptive pretraining studio for BERT and ELECTRA encoders.&lt;br&gt;&lt;i&gt;Clear the upstream model, and the downstream task runs clear.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;BERT와 ELECTRA 인코더를 위한 도메인 적응 사전학습 스튜디오.&lt;br&gt;&lt;i&gt;상류의 모델이 맑으면 하류의 과제도 맑게 흐릅니다.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>libtorch</source>
        <translation>libtorch</translation>
    </message>
    <message>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <source>SQLite</source>
        <translation>SQLite</translation>
    </message>
    <message>
        <source>BLAS</source>
        <translation>BLAS</translation>
    </message>
</context>
<context>
    <name>hw::ui::LogPanel</name>
    <message>
        <source>warning: </source>
        <translation>경고: </translation>
    </message>
    <message>
        <source>error: </source>
        <translation>오류: </translation>
    </message>
</context>
<context>
    <name>hw::ui::MainWindow</name>
    <message>
        <source>Log</source>
        <translation>로그</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>프로젝트 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>환경설정(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Headwater</source>
        <translation>Headwater 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Device: %1 · threads: %2</source>
        <translation>장치: %1 · 스레드: %2</translation>
    </message>
    <message>
        <source>%1 — Headwater</source>
        <translation>%1 — Headwater</translation>
    </message>
    <message>
        <source>Headwater</source>
        <translation>Headwater</translation>
    </message>
</context>
<context>
    <name>hw::ui::PlannedPage</name>
    <message>
        <source>This page is not available yet in this version. The same steps will be available from headwater-cli as they arrive.</source>
        <translation>이 버전에서는 아직 이 페이지를 사용할 수 없습니다. 기능이 추가되면 headwater-cli에서도 같은 단계를 사용할 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>hw::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>환경설정</translation>
    </message>
    <message>
        <source>All cores (%1)</source>
        <translation>모든 코어 (%1)</translation>
    </message>
    <message>
        <source>CPU: %1</source>
        <translation>CPU: %1</translation>
    </message>
    <message>
        <source>Intra-op threads:</source>
        <translation>연산 스레드:</translation>
    </message>
    <message>
        <source>Default device:</source>
        <translation>기본 장치:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>언어:</translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectActions</name>
    <message>
        <source>&amp;New Project...</source>
        <translation>새 프로젝트(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>프로젝트 열기(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 프로젝트(&amp;R)</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>최근 프로젝트 없음</translation>
    </message>
    <message>
        <source>Headwater projects (*.hwproj)</source>
        <translation>Headwater 프로젝트 (*.hwproj)</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>새 프로젝트</translation>
    </message>
    <message>
        <source>Project name:</source>
        <translation>프로젝트 이름:</translation>
    </message>
    <message>
        <source>Cannot create project</source>
        <translation>프로젝트를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>Created project %1</source>
        <translation>프로젝트를 만들었습니다: %1</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>프로젝트 열기</translation>
    </message>
    <message>
        <source>Headwater projects (*.hwproj);;All files (*)</source>
        <translation>Headwater 프로젝트 (*.hwproj);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1을(를) 열 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>프로젝트를 열 수 없습니다</translation>
    </message>
    <message>
        <source>Opened project %1</source>
        <translation>프로젝트를 열었습니다: %1</translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectPage</name>
    <message>
        <source>New Project...</source>
        <translation>새 프로젝트...</translation>
    </message>
    <message>
        <source>Open Project...</source>
        <translation>프로젝트 열기...</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>최근 프로젝트</translation>
    </message>
    <message>
        <source>File: %1
Created: %2
Project format: version %3</source>
        <translation>파일: %1
만든 날짜: %2
프로젝트 형식: 버전 %3</translation>
    </message>
    <message>
        <source>Data folder: %1</source>
        <translation>데이터 폴더: %1</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>열린 프로젝트 없음</translation>
    </message>
    <message>
        <source>A project keeps corpora, tokenizers, models, runs and evaluations together in one .hwproj file. Create a new one or open an existing one.</source>
        <translation>프로젝트는 말뭉치, 토크나이저, 모델, 실행 기록과 평가를 하나의 .hwproj 파일에 함께 보관합니다. 새로 만들거나 기존 프로젝트를 여세요.</translation>
    </message>
</context>
</TS>
