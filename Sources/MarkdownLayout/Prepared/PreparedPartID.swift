/// The identity of a styled part of prepared content: new each time a part is styled, the
/// same while an update keeps the part as it was (see `PreparedMarkdown.partSizes(forWidth:)`).
public struct PreparedPartID: Hashable, Sendable {
    package let value: UInt64

    /// `count` identities not drawn before: consecutive values from one random start per
    /// styling (no counter is kept between calls). Two stylings' identities meet only when
    /// their starts fall within a document's part count of each other: about 2^-50 for a
    /// document of thousands of parts.
    package static func fresh(_ count: Int) -> [PreparedPartID] {
        let start = UInt64.random(in: .min ... .max)
        return (0..<UInt64(count)).map { PreparedPartID(value: start &+ $0) }
    }

    /// One identity not drawn before (see ``fresh(_:)``).
    package static func fresh() -> PreparedPartID { fresh(1)[0] }
}
