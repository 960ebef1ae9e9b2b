<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>MainWindow</name>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <source>Pretrain</source>
        <translation>Pretrain</translation>
    </message>
    <message>
        <source>Fine-tune</source>
        <translation>Fine-tune</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
</context>
<context>
    <name>PlannedPage</name>
    <message>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>Import in-domain text (plain text, blank-line separated documents, JSONL, CSV/TSV) with deduplication, statistics and a deterministic 9:1 train/validation split, and labelled data for fine-tuning.</source>
        <translation>Import in-domain text (plain text, blank-line separated documents, JSONL, CSV/TSV) with deduplication, statistics and a deterministic 9:1 train/validation split, and labelled data for fine-tuning.</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <source>Keep a model&apos;s WordPiece tokenizer, train a WordPiece or SentencePiece vocabulary on your corpus, or extend a vocabulary with domain terms.</source>
        <translation>Keep a model&apos;s WordPiece tokenizer, train a WordPiece or SentencePiece vocabulary on your corpus, or extend a vocabulary with domain terms.</translation>
    </message>
    <message>
        <source>Pretrain</source>
        <translation>Pretrain</translation>
    </message>
    <message>
        <source>Continue pretraining BERT (masked language modelling, optionally whole-word) or ELECTRA (replaced-token detection) with live loss, perplexity and learning-rate plots.</source>
        <translation>Continue pretraining BERT (masked language modelling, optionally whole-word) or ELECTRA (replaced-token detection) with live loss, perplexity and learning-rate plots.</translation>
    </message>
    <message>
        <source>Fine-tune</source>
        <translation>Fine-tune</translation>
    </message>
    <message>
        <source>Fine-tune single-label or multi-label sequence classifiers and read macro/micro F1 with per-class tables.</source>
        <translation>Fine-tune single-label or multi-label sequence classifiers and read macro/micro F1 with per-class tables.</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Put models side by side: mask-fill predictions, training curves and F1 of the base model against the domain-adapted one.</source>
        <translation>Put models side by side: mask-fill predictions, training curves and F1 of the base model against the domain-adapted one.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Write Hugging Face model directories that transformers loads, and ONNX files for deployment.</source>
        <translation>Write Hugging Face model directories that transformers loads, and ONNX files for deployment.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Demo: news topics and emotions</source>
        <translation>Demo: news topics and emotions</translation>
    </message>
</context>
<context>
    <name>hw::ui::AboutDialog</name>
    <message>
        <source>About Headwater</source>
        <translation>About Headwater</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;Domain-adaptive pretraining studio for BERT and ELECTRA encoders.&lt;br&gt;&lt;i&gt;Clear the upstream model, and the downstream task runs clear.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Headwater %1&lt;/b&gt;&lt;br&gt;Domain-adaptive pretraining studio for BERT and ELECTRA encoders.&lt;br&gt;&lt;i&gt;Clear the upstream model, and the downstream task runs clear.&lt;/i&gt;</translation>
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
        <translation>warning: </translation>
    </message>
    <message>
        <source>error: </source>
        <translation>error: </translation>
    </message>
</context>
<context>
    <name>hw::ui::MainWindow</name>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>&amp;Close Project</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferences...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Headwater</source>
        <translation>&amp;About Headwater</translation>
    </message>
    <message>
        <source>Device: %1 · threads: %2</source>
        <translation>Device: %1 · threads: %2</translation>
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
        <translation>This page is not available yet in this version. The same steps will be available from headwater-cli as they arrive.</translation>
    </message>
</context>
<context>
    <name>hw::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>All cores (%1)</source>
        <translation>All cores (%1)</translation>
    </message>
    <message>
        <source>CPU: %1</source>
        <translation>CPU: %1</translation>
    </message>
    <message>
        <source>Intra-op threads:</source>
        <translation>Intra-op threads:</translation>
    </message>
    <message>
        <source>Default device:</source>
        <translation>Default device:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectActions</name>
    <message>
        <source>&amp;New Project...</source>
        <translation>&amp;New Project...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>&amp;Open Project...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>No recent projects</translation>
    </message>
    <message>
        <source>Headwater projects (*.hwproj)</source>
        <translation>Headwater projects (*.hwproj)</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>New Project</translation>
    </message>
    <message>
        <source>Project name:</source>
        <translation>Project name:</translation>
    </message>
    <message>
        <source>Cannot create project</source>
        <translation>Cannot create project</translation>
    </message>
    <message>
        <source>Created project %1</source>
        <translation>Created project %1</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Open Project</translation>
    </message>
    <message>
        <source>Headwater projects (*.hwproj);;All files (*)</source>
        <translation>Headwater projects (*.hwproj);;All files (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>Cannot open project</translation>
    </message>
    <message>
        <source>Opened project %1</source>
        <translation>Opened project %1</translation>
    </message>
</context>
<context>
    <name>hw::ui::ProjectPage</name>
    <message>
        <source>New Project...</source>
        <translation>New Project...</translation>
    </message>
    <message>
        <source>Open Project...</source>
        <translation>Open Project...</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Recent projects</translation>
    </message>
    <message>
        <source>File: %1
Created: %2
Project format: version %3</source>
        <translation>File: %1
Created: %2
Project format: version %3</translation>
    </message>
    <message>
        <source>Data folder: %1</source>
        <translation>Data folder: %1</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>No project open</translation>
    </message>
    <message>
        <source>A project keeps corpora, tokenizers, models, runs and evaluations together in one .hwproj file. Create a new one or open an existing one.</source>
        <translation>A project keeps corpora, tokenizers, models, runs and evaluations together in one .hwproj file. Create a new one or open an existing one.</translation>
    </message>
</context>
</TS>
