// The `kiln` executable; everything it does is in KilnCommand, where tests can reach it.
import Foundation
import KilnCommand

exit(KilnCommandLine.run(Array(CommandLine.arguments.dropFirst())))
