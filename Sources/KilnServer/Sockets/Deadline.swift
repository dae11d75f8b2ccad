import Glibc

/// A point on the monotonic clock, in milliseconds, for time-outs that wall-clock changes cannot stretch.
struct Deadline {
    let milliseconds: Int64

    static var now: Deadline {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Deadline(milliseconds: Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000)
    }

    static func after(_ duration: Duration) -> Deadline {
        Deadline(milliseconds: now.milliseconds + Int64(duration.milliseconds))
    }

    /// Milliseconds left, never negative, as `poll` takes them.
    var remaining: Int32 {
        Int32(clamping: max(0, milliseconds - Deadline.now.milliseconds))
    }
}
