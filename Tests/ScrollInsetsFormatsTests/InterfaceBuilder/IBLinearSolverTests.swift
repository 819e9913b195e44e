import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

@Suite struct IBLinearSolverTests {
    @Test func solvesAnEqualSplit() {
        var system = IBLinearSolver(unknowns: 2)
        system.add([1, 1], equals: 375)
        system.add([1, -1], equals: 0)
        #expect(system.solve() == .solved([187.5, 187.5]))
    }

    @Test func solvesAThreeToOneRatio() {
        // a = 3 b, a + b = 320: b = 80, a = 240.
        var system = IBLinearSolver(unknowns: 2)
        system.add([1, -3], equals: 0)
        system.add([1, 1], equals: 320)
        #expect(system.solve() == .solved([240, 80]))
    }

    @Test func leavesAFreeUnknownUnsolved() {
        // x = 10; y + z = 5: y and z are free.
        var system = IBLinearSolver(unknowns: 3)
        system.add([1, 0, 0], equals: 10)
        system.add([0, 1, 1], equals: 5)
        #expect(system.solve() == .solved([10, nil, nil]))
    }

    @Test func reportsContradictions() {
        var system = IBLinearSolver(unknowns: 1)
        system.add([1], equals: 100)
        system.add([2], equals: 150)
        #expect(system.solve() == .inconsistent)
    }

    @Test func acceptsRepeatedEquations() {
        var system = IBLinearSolver(unknowns: 1)
        system.add([(unknown: 0, coefficient: 1)], equals: 8)
        system.add([(unknown: 0, coefficient: 2)], equals: 16)
        #expect(system.solve() == .solved([8]))
    }
}
