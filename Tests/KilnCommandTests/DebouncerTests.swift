import Dispatch
import Foundation
import Testing

@testable import KilnCommand

@Suite struct DebouncerTests {
    @Test func aBurstRunsTheActionOnceWithEveryPathAfterTheLastCall() throws {
        let bursts = Recorder<[String]>()
        let debouncer = Debouncer(delay: .milliseconds(500), queue: DispatchQueue(label: "test")) { bursts.record($0) }
        var lastCall: UInt64 = 0
        for path in ["b.swift", "a.swift", "b.swift", "c.swift"] {
            usleep(30_000)
            debouncer.call(path)
            lastCall = DispatchTime.now().uptimeNanoseconds
        }
        #expect(bursts.wait(for: 1, seconds: 10))
        usleep(600_000)
        #expect(bursts.values == [["a.swift", "b.swift", "c.swift"]])
        let waited = Double(bursts.times[0] - lastCall) / 1e6
        #expect(waited >= 490, "ran \(waited) ms after the last call")
    }

    @Test func burstsApartRunTheActionOnceEach() throws {
        let bursts = Recorder<[String]>()
        let debouncer = Debouncer(delay: .milliseconds(50), queue: DispatchQueue(label: "test")) { bursts.record($0) }
        debouncer.call("first.swift")
        #expect(bursts.wait(for: 1, seconds: 10))
        debouncer.call("second.swift")
        #expect(bursts.wait(for: 2, seconds: 10))
        #expect(bursts.values == [["first.swift"], ["second.swift"]])
    }
}
