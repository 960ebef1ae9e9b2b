// headwater-spm-train: runs SentencePiece training in a process of its own, so a job can watch its log for
// progress and cancel it by ending the process. Arguments are SentencePiece's --flag=value options.
#include <sentencepiece_trainer.h>

#include <cstdio>
#include <string>

int main(int argc, char** argv) {
    std::string args;
    for (int i = 1; i < argc; ++i) {
        if (i > 1)
            args += ' ';
        args += argv[i];
    }
    const auto status = sentencepiece::SentencePieceTrainer::Train(args);
    if (!status.ok()) {
        std::fprintf(stderr, "headwater-spm-train: %s\n", status.ToString().c_str());
        return 2;
    }
    return 0;
}
