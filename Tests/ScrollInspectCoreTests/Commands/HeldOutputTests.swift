@testable import ScrollInspectCore
import Testing

/// ``HeldOutput`` keeps a scene command's output until the run succeeded: in memory up to its
/// limit, then in a temporary file, handed on whole and in order.
@Suite struct HeldOutputTests {
    /// A temporary file in memory; `failing` makes every append fail.
    final class MemoryFile: TemporaryFile {
        var contents: [UInt8] = []
        var appends = 0
        let failing: Bool

        init(failing: Bool = false) { self.failing = failing }

        func append(_ bytes: UnsafeRawBufferPointer) -> String? {
            if failing { return "no space left on device" }
            appends += 1
            contents += bytes
            return nil
        }

        func readBack(_ body: (UnsafeRawBufferPointer) -> Void) -> String? {
            // In pieces of 3 bytes, as a real file is read in pieces.
            for start in stride(from: 0, to: contents.count, by: 3) {
                contents[start..<min(start + 3, contents.count)].withUnsafeBytes(body)
            }
            return nil
        }
    }

    @Test func pastItsLimitTheOutputGoesToTheFileAndComesBackInOrder() {
        let file = MemoryFile()
        var held = HeldOutput(temporaryFile: { file })
        held.memoryLimit = 4
        held.write("abc")
        #expect(file.appends == 0)
        held.write("defgh")
        #expect(file.contents == Array("abcdefgh".utf8))
        held.write("ij")
        var output = StringOutput()
        held.release(to: &output)
        #expect(output.text == "abcdefghij")
        #expect(held.failure == nil)
    }

    /// Past the limit a piece is written to the file as it comes, not copied into the buffer
    /// first: one append for what was held, then one a piece.
    @Test func pastItsLimitEachPieceGoesStraightToTheFile() {
        let file = MemoryFile()
        var held = HeldOutput(temporaryFile: { file })
        held.memoryLimit = 4
        held.write("ab")
        #expect(file.appends == 0)
        held.write("cde")
        #expect(file.appends == 2)
        #expect(file.contents == Array("abcde".utf8))
        held.write("f")
        #expect(file.appends == 3)
        #expect(file.contents == Array("abcdef".utf8))
        var output = StringOutput()
        held.release(to: &output)
        #expect(output.text == "abcdef")
    }

    @Test func withoutATemporaryFileTheOutputStaysInMemory() {
        var held = HeldOutput(temporaryFile: { nil })
        held.memoryLimit = 2
        held.write("abc")
        held.write("def")
        var output = StringOutput()
        held.release(to: &output)
        #expect(output.text == "abcdef")
    }

    @Test func aFileThatCannotBeWrittenFailsTheRunAndNothingIsWritten() {
        var held = HeldOutput(temporaryFile: { MemoryFile(failing: true) })
        held.memoryLimit = 2
        held.write("abc")
        held.write("def")
        var output = StringOutput()
        held.release(to: &output)
        #expect(held.failure == "no space left on device")
        #expect(output.text == "")
    }
}
