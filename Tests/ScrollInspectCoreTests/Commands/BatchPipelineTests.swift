#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif
@testable import ScrollInspectCore
import Testing

/// ``BatchPipeline`` uses what one stage makes on a second thread, in order, each item once, and
/// has used every item when it returns.
@Suite struct BatchPipelineTests {
    @Test func usesEveryItemInOrderOnASecondThreadBeforeItReturns() {
        let producer = pthread_self()
        var used: [Int] = []
        var onProducerThread = 0
        let result = BatchPipeline.run(consume: { (item: Int) in
            used.append(item)
            if pthread_equal(pthread_self(), producer) != 0 { onProducerThread += 1 }
        }) { hand in
            for item in 0..<1_000 { hand(item) }
            return "made 1000"
        }
        #expect(result == "made 1000")
        #expect(used == Array(0..<1_000))
        #expect(onProducerThread == 0)
    }

    /// A stage that hands nothing starts no thread and uses nothing.
    @Test func handingNothingUsesNothing() {
        var used = 0
        let result = BatchPipeline.run(consume: { (_: Int) in used += 1 }) { _ in 7 }
        #expect(result == 7)
        #expect(used == 0)
    }

    /// The stages overlap: the producer goes on while the consumer is still at an earlier item, and
    /// waits when one item is already waiting (at most one between them).
    @Test func theProducerRunsAtMostOneItemAhead() {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        defer {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }
        var handed = 0
        var aheadAtEachUse: [Int] = []
        BatchPipeline.run(consume: { (item: Int) in
            usleep(5_000)  // a slow consumer: the producer fills the hand-off and waits
            pthread_mutex_lock(lock)
            aheadAtEachUse.append(handed - item)
            pthread_mutex_unlock(lock)
        }) { hand in
            for item in 0..<20 {
                hand(item)
                pthread_mutex_lock(lock)
                handed = item + 1
                pthread_mutex_unlock(lock)
            }
        }
        #expect(aheadAtEachUse.count == 20)
        // While item i is used, item i + 1 may wait in the hand-off, and the hand of item i + 2
        // waits for it to be taken: at most items 0 through i + 1 have been handed.
        #expect(aheadAtEachUse.allSatisfy { $0 <= 2 })
        #expect(aheadAtEachUse.contains { $0 >= 2 })
    }
}
