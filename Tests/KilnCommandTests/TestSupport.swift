import Dispatch
import Foundation

/// A fresh empty folder under the temporary directory, removed by the caller.
func makeTemporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-command-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.resolvingSymlinksInPath()
}

/// This Kiln checkout, which holds `Templates/new-site`.
let kilnCheckout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Values handed from background queues to a test, in order, with a way to wait for them.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(value: Value, time: UInt64)] = []

    func record(_ value: Value) {
        lock.withLock { recorded.append((value, DispatchTime.now().uptimeNanoseconds)) }
    }

    var values: [Value] { lock.withLock { recorded.map(\.value) } }
    var times: [UInt64] { lock.withLock { recorded.map(\.time) } }

    /// Waits up to `seconds` for `count` values; true if they came.
    func wait(for count: Int, seconds: Double) -> Bool {
        wait(seconds: seconds) { $0.count >= count }
    }

    /// Waits up to `seconds` for the values to satisfy `condition`; true if they did.
    func wait(seconds: Double, until condition: ([Value]) -> Bool) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        repeat {
            if condition(values) { return true }
            usleep(5_000)
        } while DispatchTime.now().uptimeNanoseconds < deadline
        return false
    }
}
