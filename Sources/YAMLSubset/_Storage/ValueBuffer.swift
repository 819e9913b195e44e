/// A growable stack whose storage it manages itself, so that a run of values at its top
/// can be moved (not copied) into a new array.
///
/// `Array` cannot give up elements without destroying them, which would make closing a
/// collection copy and retain every value, then release every value again.
final class ValueBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of values held.
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ element: consuming Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Changes the last value in place.
    func updateLast(_ update: (inout Element) -> Void) {
        precondition(count > 0)
        update(&base[count - 1])
    }

    /// Calls `body` with the value at `index`, without copying it.
    func withElement<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        precondition(index >= 0 && index < count)
        return body(base[index])
    }

    /// Takes the values from `start` on off the stack, as an array.
    func removeAll(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count)
        let taken = count - start
        guard taken > 0 else { return [] }
        // Appending one by one rather than `Array(unsafeUninitializedCapacity:)`, whose
        // allocation is not specialised and looks up the array's type at run time.
        var array: [Element] = []
        array.reserveCapacity(taken)
        for index in start..<count { array.append((base + index).move()) }
        count = start
        return array
    }

    /// Destroys the values from `start` on.
    func truncate(to start: Int) {
        precondition(start >= 0 && start <= count)
        (base + start).deinitialize(count: count - start)
        count = start
    }
}
