#include "app/cli/cli_command.h"

// headwater-cli runs the commands that never compute with libtorch itself, so that they start without
// loading it, and hands every other command line to headwater-cli-torch.
int main(int argc, char** argv) {
    return hw::cli::runCliProgram(argc, argv, hw::cli::baseCliCommands(), true);
}
