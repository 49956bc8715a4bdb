// A stand-in for SwiftUI (and Foundation) on Linux: the public type names an app that shows
// Markdown has in scope beside this package. NameCollisionTests imports it next to the
// umbrella module and uses every one of these names unqualified, so a public top-level type
// of this package that shares one of them fails to compile ("'Layout' is ambiguous").

public struct Color { public init() {} }
public struct Alignment { public init() {} }
public protocol Layout {}
public struct Text { public init() {} }
public struct Font { public init() {} }
public struct Image { public init() {} }
public struct Link { public init() {} }
public struct Label { public init() {} }
public struct List { public init() {} }
public struct Table { public init() {} }
public struct Section { public init() {} }
public struct Group { public init() {} }
public enum Edge { case top }
public enum Axis { case horizontal }
public struct Gradient { public init() {} }
public struct Spacer { public init() {} }
public struct Divider { public init() {} }
public protocol Shape {}
public struct TextAlignment { public init() {} }
