import Foundation
import Robustness
import Testing

/// Every input the fuzzers crashed on, kept in Fixtures/regressions/ and run through the
/// same check: `parse-*` through ``RobustnessCheck/parse(_:)``, `render-*` through
/// ``RobustnessCheck/render(_:)``, `theme-*` through ``RobustnessCheck/theme(_:)``.
///
/// To add one: copy the crash file from `.fuzz/artifacts/TARGET/` to
/// `Fixtures/regressions/KIND-what-it-shows`, fix the bug, run this suite.
@Suite struct RegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/regressions")

    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()

    @Test func everyKindHasACheck() {
        #expect(!RegressionTests.inputs.isEmpty)
        for name in RegressionTests.inputs {
            #expect(["parse-", "render-", "theme-"].contains { name.hasPrefix($0) }, "\(name): unknown kind")
        }
    }

    @Test(arguments: inputs)
    func fuzzerFindingStaysFixed(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: RegressionTests.directory.appendingPathComponent(name)))
        let failure: String?
        if name.hasPrefix("parse-") {
            failure = RobustnessCheck.parse(bytes)
        } else if name.hasPrefix("render-") {
            failure = RobustnessCheck.render(bytes)
        } else {
            failure = RobustnessCheck.theme(bytes)
        }
        #expect(failure == nil, "\(name): \(failure ?? "")")
    }
}
