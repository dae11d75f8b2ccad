// Kiln's benchmarks, figures printed side by side in one run:
//   swift run -c release KilnBenchmark rows [runs]      the peers' 1,000-row page, by stage and through
//                                                      the public HTMLRenderer
//   swift run -c release KilnBenchmark page [pages]     the site benchmark's pages on one thread, by stage
//   swift run -c release KilnBenchmark site [pages] [--hugo DIR] [--runs N] [--way scenes|navigation|table] [--in-memory]
//                                                      a generated site, written as scenes, as navigation
//                                                      links and with Tables, beside Hugo on the same content
//                                                      (--in-memory: both writing to /dev/shm)
//   swift run -c release KilnBenchmark markdown --hugo DIR [--runs N]
//                                                      a blog of the Hugo site's Markdown posts built by
//                                                      Kiln (@Documents) beside Hugo: time and peak memory
//   swift run -c release KilnBenchmark weight SITE      a built site's first views (HTML and shared stylesheet,
//                                                      gzipped): the median page and the largest
//   swift run -c release KilnBenchmark charts [runs]    10,000-point charts: time and SVG bytes
//   swift run -c release KilnBenchmark layouts [runs]   custom layouts, ViewThatFits and GeometryReader
//                                                      beside the plain stacks they replace
//   swift run -c release KilnBenchmark state [runs]     views whose @State reacts on the page beside the
//                                                      same views left as they open: time and bytes
//   swift run -c release KilnBenchmark serve [--duration S] [--connections N] [--threads T]
//                                                      requests/s on a 20 KB page with wrk, Kiln's server
//                                                      beside nginx, and the server's peak memory
//   swift run -c release KilnBenchmark reload [--edits N] [--port P] [--showcase]
//                                                      kiln serve on a new page site and a new blog (or on
//                                                      a copy of the showcase): save → reload event for a
//                                                      Swift edit, the whole build beside the module alone,
//                                                      and a Markdown edit before and after those (build
//                                                      kiln first)
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "page": PageBenchmark.run(pages: arguments.dropFirst().first.flatMap(Int.init) ?? 1_000)
case "site": SiteBenchmark(arguments: Array(arguments.dropFirst())).run()
case "site-child": SiteBenchmark.child(arguments: Array(arguments.dropFirst()))
case "markdown":
    guard let benchmark = MarkdownBenchmark(arguments: Array(arguments.dropFirst())) else {
        print("usage: KilnBenchmark markdown --hugo DIR [--runs N]   (DIR made by bench/hugo/make-site.sh DIR PAGES)")
        exit(2)
    }
    benchmark.run()
case "weight": WeightBenchmark.run(site: arguments.dropFirst().first ?? "site")
case "markdown-child": MarkdownBenchmark.child(arguments: Array(arguments.dropFirst()))
case "serve": ServeBenchmark(arguments: Array(arguments.dropFirst())).run()
case "serve-child": ServeBenchmark.child(arguments: Array(arguments.dropFirst()))
case "reload": ReloadBenchmark(arguments: Array(arguments.dropFirst())).run()
case "charts": ChartBenchmark.run(runs: arguments.dropFirst().first.flatMap(Int.init) ?? 10)
case "layouts": LayoutBenchmark.run(runs: arguments.dropFirst().first.flatMap(Int.init) ?? 20)
case "state": StateBenchmark.run(runs: arguments.dropFirst().first.flatMap(Int.init) ?? 20)
default: RowsBenchmark.run(runs: arguments.dropFirst().first.flatMap(Int.init) ?? 50)
}
