// Kiln's benchmarks, figures printed side by side in one run:
//   swift run -c release KilnBenchmark rows [runs]      the peers' 1,000-row page, by stage
//   swift run -c release KilnBenchmark site [pages] [--hugo DIR] [--runs N]
//                                                      a generated site, beside Hugo on the same content
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "site": SiteBenchmark(arguments: Array(arguments.dropFirst())).run()
case "site-child": SiteBenchmark.child(arguments: Array(arguments.dropFirst()))
default: RowsBenchmark.run(runs: arguments.dropFirst().first.flatMap(Int.init) ?? 50)
}
