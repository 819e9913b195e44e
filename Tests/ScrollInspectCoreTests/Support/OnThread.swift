import Foundation

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it: the check
/// that deep input does not depend on the large stack of the thread that happens to run a test
/// (the command-line tool runs on 1 GiB; a library caller may not).
func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
    let box = ThreadResult<T>()
    let thread = Thread {
        box.value = body()
        box.done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    box.done.wait()
    // Move the value out: the thread may release its reference to the box after this one.
    let value = box.value!
    box.value = nil
    return value
}

/// The value a thread hands back to the one waiting for it.
private final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}
