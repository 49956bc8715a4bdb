import MarkdownTree

/// Top-level blocks of a stream styled once (see ``MarkdownStream``): lay ``styled`` out at
/// any width, or read it as an app's text. The doors (`StreamingRenderer`,
/// `MarkdownAttributedStream`) stack parts as the blocks of one styled document stack, with
/// the same blank lines between them; a part with no blocks (link definitions only) shows
/// nothing.
public struct StreamPart: Sendable, Identifiable {
    /// Counts the parts a stream made, from 1: a held part shown again in the next tail has
    /// the same id, so that what a door made of it can be kept.
    public let id: Int
    /// The blocks, styled.
    public var styled: StyledDocument { content.styled }
    /// The document ``styled`` was styled from (the text it was parsed from, transformed as
    /// styling transforms it): its node indices are those the styled document records.
    public var document: Document { content.document }
    /// Whether the part is the whole text styled at once (``MarkdownStream/finish()`` of a
    /// stream that made nothing final before): its placeholder and minimum height included.
    public let isWhole: Bool
    /// The styled blocks and their document, kept apart: an update (and a tail) that holds a
    /// part stays a few words, which most appends make and drop without a part in them.
    private let content: Content

    private final class Content: Sendable {
        let styled: StyledDocument
        let document: Document

        init(styled: StyledDocument, document: Document) {
            self.styled = styled
            self.document = document
        }
    }

    init(id: Int, styled: StyledDocument, document: Document, isWhole: Bool) {
        self.id = id
        self.isWhole = isWhole
        content = Content(styled: styled, document: document)
    }

    /// Whether the part shows blocks.
    public var showsBlocks: Bool { styled.blockCount > 0 }

    /// Blank lines the part asks for above its first block: the larger of the first's
    /// ``trailingGap`` (or of the parts since one showed blocks) and the next's
    /// ``leadingGap`` stand between two parts.
    package var leadingGap: Int { styled.leadingGap }

    /// Blank lines the part asks for below its last block.
    package var trailingGap: Int { styled.trailingGap }
}

/// What a stream shows below its final parts while it is open: the blocks that are final but
/// held (they may still read otherwise; see ``MarkdownStream``), as they stand, and the open
/// last block, as it stands.
public struct StreamTail: Sendable {
    /// The held blocks, in order; each stays the same part (same id) until it is written or
    /// the held text is looked at again.
    public var held: [StreamPart] = []
    /// The open block, or `nil` when there is none.
    public var open: StreamPart?
}

/// What one piece of streamed input changed (see ``MarkdownStream/append(_:stylingTail:)``).
public struct MarkdownStreamUpdate: Sendable {
    /// The parts that became final, in order, each to be shown once after the ones before.
    public var final: [StreamPart] = []
    /// The tail as it stands now, to replace the one shown; `nil` when it was not styled (the
    /// caller did not ask for it, and no part became final), and the tail shown stays.
    public var tail: StreamTail?
    /// Whether the held text reached ``MarkdownStream/holdLimit`` bytes with this update (set
    /// once each time it grows past the limit; the held blocks still wait).
    public var reachedHoldLimit = false
    /// What stopped the stream with this update (see ``MarkdownStream/budget``): nothing more
    /// is made final; show ``MarkdownStream/unwrittenText`` as it came.
    public var stopped: ParseLimitError?
    /// The bytes ``MarkdownStream/append(_:stylingTail:)`` refused because the stream had
    /// ended (``MarkdownStream/finish()``); 0 for any other update.
    public var refusedByteCount = 0

    package init() {}
}
