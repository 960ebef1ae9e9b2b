#include "app/cli/cli_command.h"

// headwater-cli-torch runs every command; headwater-cli hands it those that compute with libtorch.
int main(int argc, char** argv) {
    return hw::cli::runCliProgram(argc, argv, hw::cli::cliCommands(), false);
}
