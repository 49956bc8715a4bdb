#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Theme {
    /// Loads a theme file: JSON whose fields are all optional, which may `"extends"` a
    /// built-in theme or another file (a path relative to this file's directory).
    ///
    /// The theme's name is the file's `"name"`, else the file name without `.json`.
    ///
    /// ```swift
    /// // mine.json: {"extends": "dark", "headings": {"h1": {"foreground": "#ff8800"}}}
    /// let theme = try Theme(contentsOf: "mine.json")
    /// ```
    public init(contentsOf path: String) throws(ThemeError) {
        self = try ThemeLoader.load(path: path, chain: [], referrer: nil)
    }

    /// Decodes a theme from JSON bytes; `name` names it (when the JSON has no `"name"`) and
    /// stands for the file in error messages. A relative `"extends"` path is resolved
    /// against the current directory.
    ///
    /// ```swift
    /// let theme = try Theme(json: Array(#"{"extends": "light"}"#.utf8), name: "inline")
    /// ```
    public init(json: [UInt8], name: String) throws(ThemeError) {
        self = try ThemeLoader.decode(json, file: name, defaultName: name, directory: ".", chain: [])
    }

    /// A built-in theme by name, else the theme file at `nameOrPath`: what `--theme` takes.
    ///
    /// ```swift
    /// let theme = try Theme.resolve("dracula")          // built-in
    /// let mine = try Theme.resolve("themes/mine.json")  // a file
    /// ```
    public static func resolve(_ nameOrPath: String) throws(ThemeError) -> Theme {
        if let theme = named(nameOrPath) { return theme }
        return try ThemeLoader.load(path: nameOrPath, chain: [], referrer: nil, missing: .unknownTheme(name: nameOrPath))
    }
}

/// Reads theme files, follows `extends` (catching cycles), and turns decoding failures into
/// ``ThemeError``s with the file, position and key path.
enum ThemeLoader {
    /// A file already being loaded: as shown to the user, and its canonical path.
    struct Link {
        var shown: String
        var canonical: String
    }

    static func load(
        path: String, chain: [Link], referrer: (file: String, target: String)?, missing: ThemeError? = nil
    ) throws(ThemeError) -> Theme {
        let canonical = ThemeFiles.canonical(path)
        if chain.contains(where: { $0.canonical == canonical }) {
            throw .extendsCycle(chain: chain.map(\.shown) + [path])
        }
        let bytes: [UInt8]
        do {
            bytes = try ThemeFiles.read(path)
        } catch {
            if error.missing, let referrer {
                throw .unknownExtends(file: referrer.file, target: referrer.target, reason: "\(path): \(error.reason)")
            }
            if error.missing, let missing { throw missing }
            throw .unreadable(file: path, reason: error.reason)
        }
        return try decode(
            bytes, file: path, defaultName: ThemeFiles.baseName(of: path), directory: ThemeFiles.directory(of: path),
            chain: chain + [Link(shown: path, canonical: canonical)])
    }

    static func decode(
        _ bytes: [UInt8], file: String, defaultName: String, directory: String, chain: [Link]
    ) throws(ThemeError) -> Theme {
        do {
            try JSONSyntax.check(bytes)
        } catch {
            throw .syntax(file: file, position: JSONSyntax.position(of: error.offset, in: bytes), message: error.message)
        }
        let overlay: ThemeOverlay
        do {
            overlay = try JSONDecoder().decode(ThemeOverlay.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw describe(error, file: file) { path in
                JSONSyntax.offset(of: path, in: bytes).map { JSONSyntax.position(of: $0, in: bytes) }
            }
        } catch {
            throw .invalidValue(file: file, keyPath: "", position: nil, expected: "a theme object", got: "\(error)")
        }
        var theme = overlay.theme
        if let target = overlay.extends {
            let base =
                if let builtIn = Theme.named(target) {
                    builtIn
                } else {
                    try load(path: ThemeFiles.join(directory, target), chain: chain, referrer: (file, target))
                }
            theme = base.merging(overlay.theme)
            theme.summary = overlay.theme.summary
        }
        if overlay.name == nil { theme.name = defaultName }
        return theme
    }

    /// The ``ThemeError`` for a decoding failure; `position` finds a key path's place.
    static func describe(
        _ error: DecodingError, file: String, position: (String) -> ThemeError.Position?
    ) -> ThemeError {
        switch error {
        case .dataCorrupted(let context):
            let path = keyPath(context.codingPath)
            switch (context.underlyingError as? ThemeValueIssue)?.kind {
            case .invalid(let expected, let got):
                return .invalidValue(file: file, keyPath: path, position: position(path), expected: expected, got: got)
            case .unknownKey(let known):
                return .unknownKey(file: file, keyPath: path, position: position(path), known: known)
            case nil:
                return .invalidValue(
                    file: file, keyPath: path, position: position(path), expected: "a valid value", got: context.debugDescription)
            }
        case .typeMismatch(let type, let context):
            let path = keyPath(context.codingPath)
            return .invalidValue(
                file: file, keyPath: path, position: position(path), expected: describe(type), got: "another kind of value")
        case .valueNotFound(let type, let context):
            let path = keyPath(context.codingPath)
            return .invalidValue(file: file, keyPath: path, position: position(path), expected: describe(type), got: "null")
        case .keyNotFound(let key, let context):
            let path = keyPath(context.codingPath)
            return .invalidValue(file: file, keyPath: path, position: position(path), expected: "a key '\(key.stringValue)'", got: "none")
        @unknown default:
            return .invalidValue(file: file, keyPath: "", position: nil, expected: "a theme object", got: "\(error)")
        }
    }

    /// `headings.h2.foreground`, `list.bullets[1]`.
    static func keyPath(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type: "a whole number"
        default: "a value of type \(type)"
        }
    }
}
