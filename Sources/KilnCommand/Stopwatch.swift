import Dispatch

/// The seconds since it was made, on the monotonic clock: how long a stage, a compile or a
/// build took.
struct Stopwatch: Sendable {
    private let start = DispatchTime.now().uptimeNanoseconds

    var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
