import Foundation
import MarkdownImages
import MarkdownTree
import Testing

/// Images come from files inside the document's directory only; everything else is refused.
@Suite struct ImageRefusalTests {
    /// A document directory holding the fixture picture, beside a secret file outside it.
    static func withDocumentDirectory(_ body: (String, String) throws -> Void) throws {
        try Fixture.withTemporaryDirectory { root in
            let manager = FileManager.default
            let docs = root + "/docs"
            try manager.createDirectory(atPath: docs + "/sub", withIntermediateDirectories: true)
            let png = Data(Fixture.bytes("halves.png"))
            try png.write(to: URL(fileURLWithPath: docs + "/pic.png"))
            try png.write(to: URL(fileURLWithPath: docs + "/my pic.png"))
            try png.write(to: URL(fileURLWithPath: root + "/secret.png"))
            try manager.createSymbolicLink(atPath: docs + "/link-out.png", withDestinationPath: root + "/secret.png")
            try manager.createSymbolicLink(atPath: docs + "/link-in.png", withDestinationPath: docs + "/pic.png")
            try manager.createSymbolicLink(atPath: docs + "/sub/up", withDestinationPath: root)
            try body(root, docs)
        }
    }

    static func load(_ source: String, in docs: String, limits: ImageLimits = .standard) -> Result<DecodedImage, ImageError> {
        ImageSet.load(source, in: docs, limits: limits)
    }

    @Test func loadsRelativePathsFileURLsAndLinksThatStayInside() throws {
        try Self.withDocumentDirectory { _, docs in
            for source in [
                "pic.png", "./pic.png", "sub/../pic.png", "my%20pic.png", "link-in.png", "file://\(docs)/pic.png", "file:\(docs)/pic.png",
                docs + "/pic.png", "pic.png?v=2#top",
            ] {
                guard case .success(let image) = Self.load(source, in: docs) else {
                    Issue.record("\(source) was refused")
                    continue
                }
                #expect(image.width == 16, "\(source)")
            }
        }
    }

    @Test func refusesEveryPathOutOfTheDirectory() throws {
        try Self.withDocumentDirectory { root, docs in
            for source in [
                "../secret.png", "sub/../../secret.png", root + "/secret.png", "file://\(root)/secret.png", "link-out.png",
                "sub/up/secret.png", "/etc/passwd", "../../../../../../etc/passwd", "file:///etc/passwd", "/dev/zero",
            ] {
                #expect(Self.load(source, in: docs) == .failure(.outsideDirectory), "\(source)")
            }
        }
    }

    @Test func neverFetchesRemoteImagesAndNamesTheHost() throws {
        try Self.withDocumentDirectory { _, docs in
            #expect(Self.load("https://tracker.example.com/pixel.gif?id=1", in: docs) == .failure(.remote(host: "tracker.example.com")))
            #expect(Self.load("http://user@example.org:8080/a.png", in: docs) == .failure(.remote(host: "example.org")))
            #expect(Self.load("//cdn.example.net/a.png", in: docs) == .failure(.remote(host: "cdn.example.net")))
            #expect(Self.load("file://otherhost/a.png", in: docs) == .failure(.remote(host: "otherhost")))
            #expect(Self.load("data:image/png;base64,iVBORw0KGgo=", in: docs) == .failure(.remote(host: "data")))
        }
    }

    @Test func refusesMissingFilesDirectoriesAndFilesOverTheLimit() throws {
        try Self.withDocumentDirectory { _, docs in
            #expect(Self.load("missing.png", in: docs) == .failure(.notFound))
            #expect(Self.load("", in: docs) == .failure(.notFound))
            #expect(Self.load("sub", in: docs) == .failure(.notAFile))
            #expect(
                Self.load("pic.png", in: docs, limits: ImageLimits(maximumFileBytes: 10)) == .failure(.fileTooLarge(bytes: 80, limit: 10)))
        }
    }

    @Test func anImageSetWarnsOnceALineForLocalImagesNotShown() throws {
        try Self.withDocumentDirectory { _, docs in
            let document = Document(
                parsing: "![a](pic.png) ![b](../secret.png) ![c](https://example.com/c.png) ![d](missing.png) ![a](pic.png)\n")
            let images = ImageSet(loading: document, directory: docs, protocol: .kitty)
            #expect(images.images.keys.sorted() == ["pic.png"])
            #expect(
                images.warnings == ["image '../secret.png': refused: outside the document's directory", "image 'missing.png': not found"])
            #expect(images.resolve(source: "pic.png") == .picture(width: 16, height: 8))
            #expect(images.resolve(source: "https://example.com/c.png") == .unavailable(note: "example.com"))
            #expect(images.resolve(source: "elsewhere.png") == nil)
        }
    }
}
