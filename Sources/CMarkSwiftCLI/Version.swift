import CMarkSwift

/// The version of cmark-swift.
let toolVersion = "0.9.0"
