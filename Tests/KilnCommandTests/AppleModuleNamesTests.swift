// Not `canImport(SwiftUI)`: here that finds Kiln's own module of that name. Apple's exists only on Darwin.
#if !canImport(Darwin)
import Foundation
import KilnTestSupport
import Testing

@testable import KilnCommand

/// Where Apple's SwiftUI does not exist, a file written for SwiftUI compiles against Kiln with its
/// imports unchanged: the package declares `SwiftUI`, `Charts` and `Combine` modules that re-export
/// Kiln. Type-checked by the compiler against this checkout's build, as a user's target would be.
struct AppleModuleNamesTests {
    private let build = kilnCheckout.appendingPathComponent(".build/debug")

    @Test func aFileWrittenForSwiftUICompilesUnchanged() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Written for SwiftUI.swift")
        try """
            import Charts
            import Combine
            import SwiftUI

            final class Orders: ObservableObject {
                @Published var counts: [Int] = [3, 5, 2]
                let source = URLRequest(url: URL(string: "https://example.com/orders.json")!)
            }

            struct OrdersView: SwiftUI.View {
                @StateObject private var orders = Orders()

                var body: some View {
                    VStack {
                        SwiftUI.Text("Orders").font(.title)
                        Charts.Chart(orders.counts.indices, id: \\.self) { day in
                            BarMark(x: .value("Day", day), y: .value("Orders", orders.counts[day]))
                        }
                    }
                }
            }

            // As apps declare it: Swift Charts does not make CGFloat plottable.
            extension CGFloat: Plottable {
                public var primitivePlottable: Double { Double(self) }
                public init?(primitivePlottable: Double) { self.init(primitivePlottable) }
            }

            #Preview {
                OrdersView()
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let checked = try ChildProcess.run(
            ["swiftc", "-typecheck", "-I", build.appendingPathComponent("Modules").path,
             "-load-plugin-executable", build.appendingPathComponent("KilnMacros-tool").path + "#KilnMacros", file.path],
            in: folder, mergingOutput: true)
        #expect(checked.succeeded, "\(checked.standardOutput)")
    }
}
#endif
