// Kiln's own publishers exist where Combine does not (Linux); on Apple's platforms they are Combine's.
#if !canImport(Darwin)
import Foundation
import KilnViews
import Testing

/// Subjects deliver what a model sends to whoever subscribed, in order, as Combine's do.
struct PublisherTests {
    @Test func aPassthroughSubjectDeliversToItsSubscribersUntilCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        var first: [Int] = [], second: [Int] = []
        let one = subject.sink { first.append($0) }
        subject.send(1)
        let two = subject.eraseToAnyPublisher().sink { second.append($0) }
        subject.send(2)
        one.cancel()
        subject.send(3)
        #expect(first == [1, 2])
        #expect(second == [2, 3])
        _ = two
    }

    @Test func aSubscriptionEndsWhenItsCancellableGoesAway() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        do {
            let held = subject.sink { count += 1 }
            subject.send()
            _ = held
        }
        subject.send()
        #expect(count == 1)
    }

    @Test func aCurrentValueSubjectGivesItsValueFirstAndKeepsTheLast() {
        let subject = CurrentValueSubject<String, Never>("draft")
        var seen: [String] = []
        let held = subject.sink { seen.append($0) }
        subject.value = "sent"
        #expect(seen == ["draft", "sent"])
        #expect(subject.value == "sent")
        subject.send(completion: .finished)
        subject.send("late")
        let afterwards = subject.sink { seen.append("again: " + $0) }
        subject.send("later")
        #expect(seen == ["draft", "sent"], "after completion nothing is sent, to old subscribers or new")
        #expect(subject.value == "sent")
        _ = afterwards
        var just: [Int] = []
        _ = Just(7).sink { just.append($0) }
        #expect(just == [7])
        _ = held
    }
}
#endif
