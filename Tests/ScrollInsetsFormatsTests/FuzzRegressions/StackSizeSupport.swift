import Foundation

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it: the check
/// that deep input does not depend on the large stack of the thread that happens to run a test.
func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
    let box = ThreadResult<T>()
    let thread = Thread {
        box.value = body()
        box.done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    box.done.wait()
    // Move the value out: the thread may release its reference to the box after this one, and
    // the value must not be destroyed there (a deep tree's release recurses).
    let value = box.value!
    box.value = nil
    return value
}

/// The value a thread hands back to the one waiting for it.
private final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}

/// A chain of `depth` views in flow style, each the only subview of the one before, under a
/// root view: `{view: {subviews: [{view: {frame: [0, 0, 10, 10], subviews: [...]}}]}}`.
func deepFlowFixture(viewDepth depth: Int) -> [UInt8] {
    var text = "device: iPhone X\nroot:\n  {view: {subviews: ["
    text += String(repeating: "{view: {frame: [0, 0, 10, 10], subviews: [", count: depth - 1)
    text += "{view: {frame: [0, 0, 10, 10]}}"
    text += String(repeating: "]}}", count: depth - 1)
    text += "]}}\n"
    return Array(text.utf8)
}
