import Foundation

/// The `kiln` executable: reads its command line and runs the command.
public enum KilnCommandLine {
    /// Runs `kiln` with `arguments` (without the executable's name) and returns its exit
    /// status; `kiln serve` serves until Ctrl-C and exits from there.
    public static func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 2
        }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            switch command {
            case .help(let name):
                print(HelpText.text(for: name))
            case .version:
                print("kiln \(KilnVersion.current)")
            case .build(let options):
                try BuildCommand(options: options, directory: directory, progress: .standardOutput).run()
            case .serve(let options):
                try ServeCommand(options: options, directory: directory, progress: .standardOutput).run()
            case .new(let options):
                let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
                let kiln = try options.kilnPath.map(KilnCheckout.init(path:)) ?? KilnCheckout(aboveExecutable: executable)
                try NewSiteCommand(options: options, kiln: kiln, directory: directory, progress: .standardOutput).run()
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
    }
}
