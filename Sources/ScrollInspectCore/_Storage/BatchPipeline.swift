#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Two stages of a run on the machine's two cores: the items one stage makes on this thread are
/// used, in order, by the other on a second thread, while the first makes the next. A scene run
/// decodes the next batch of scenes while the previous batch is laid out and written
/// (docs/performance.md, "Third session: two stages on two cores").
///
/// ```swift
/// let isClean = BatchPipeline.run(consume: { batch in place(batch) }) { hand in
///     decodeScenes(bytes) { batch in hand(batch) }
/// }
/// ```
///
/// The order and the result are those of calling `consume` in place of `hand`: the items are used
/// one after the other, in the order they were handed, each once, and every item handed has been
/// used when ``run(consume:produce:)`` returns. At most one item waits between the stages (the
/// memory of a run grows by two batches, not with the file), and `hand` waits while it does.
///
/// The second thread is started at the first item (a run that hands nothing starts none), with a
/// stack as large as the run's own (`runOnLargeStack`: dropping a deeply nested scene recurses);
/// when no thread can be made, the items are used on this thread as they are handed.
///
/// The closures share nothing but the items: `consume` may change what only it touches (the run's
/// state, the sink), `produce` what only it touches; neither may touch what the other changes.
enum BatchPipeline {
    static func run<Item, Result>(
        consume: (Item) -> Void, produce: (_ hand: (Item) -> Void) -> Result
    ) -> Result {
        withoutActuallyEscaping(consume) { consume in
            let handoff = Handoff<Item>()
            var thread: pthread_t?
            var isInline = false
            let result = produce { item in
                if thread == nil && !isInline {
                    thread = Self.start { while let item = handoff.take() { consume(item) } }
                    isInline = thread == nil
                }
                if isInline { consume(item) } else { handoff.put(item) }
            }
            handoff.close()
            if let thread { pthread_join(thread, nil) }
            return result
        }
    }

    /// The body of the second thread, handed to it as an unmanaged reference.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread with a 1 GiB stack; `nil` when no thread can be made.
    private static func start(_ body: @escaping () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 1 << 30)
        defer { pthread_attr_destroy(&attributes) }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let created = pthread_create(
            &thread, &attributes,
            { context in
                Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// One item between the two threads, behind a mutex: ``put(_:)`` waits while an item waits,
    /// ``take()`` while none does and the producer has not finished (``close()``).
    private final class Handoff<Element> {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var waiting: Element?
        private var isClosed = false

        init() {
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(changed, nil)
        }

        deinit {
            pthread_cond_destroy(changed)
            pthread_mutex_destroy(mutex)
            changed.deallocate()
            mutex.deallocate()
        }

        func put(_ element: Element) {
            pthread_mutex_lock(mutex)
            while waiting != nil { pthread_cond_wait(changed, mutex) }
            waiting = element
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }

        /// The next item; `nil` once the producer has finished and every item was taken.
        func take() -> Element? {
            pthread_mutex_lock(mutex)
            while waiting == nil && !isClosed { pthread_cond_wait(changed, mutex) }
            let element = waiting.take()
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
            return element
        }

        func close() {
            pthread_mutex_lock(mutex)
            isClosed = true
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }
    }
}
