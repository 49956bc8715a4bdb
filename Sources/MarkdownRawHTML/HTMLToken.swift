/// One token of raw HTML: a start tag with its attributes, an end tag, or text with its
/// entities decoded.
///
/// ```swift
/// let tokens = HTMLTokenizer.tokens(of: ["<b class=x>", "</b>"])
/// // [start b (class=x), end b], pieces 0 and 1
/// ```
package struct HTMLToken: Sendable, Hashable {
    /// What a token is.
    package enum Kind: Sendable, Hashable {
        case start, end, text
    }

    package var kind: Kind
    /// The index of the piece of input the token came from.
    package var piece: Int
    /// A tag's name, in lower case, or the text (entities decoded).
    package var text: String
    /// A start tag's attributes in the order written (names in lower case).
    package var attributes: [(name: String, value: String)]

    package init(kind: Kind, piece: Int, text: String, attributes: [(name: String, value: String)] = []) {
        self.kind = kind
        self.piece = piece
        self.text = text
        self.attributes = attributes
    }

    /// The value of the first attribute called `name` (lower case), if any.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    package static func == (lhs: HTMLToken, rhs: HTMLToken) -> Bool {
        lhs.kind == rhs.kind && lhs.piece == rhs.piece && lhs.text == rhs.text
            && lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(piece)
        hasher.combine(text)
        for attribute in attributes {
            hasher.combine(attribute.name)
            hasher.combine(attribute.value)
        }
    }
}
