import Foundation

/// Test-side readers of what each protocol carries, to compare an encoding with its source.
enum ProtocolDecoders {
    /// A picture read back from protocol bytes: its pixel size and a colour at a point.
    struct Picture {
        var width: Int
        var height: Int
        /// RGB 0...255 of pixel (x, y).
        var color: (Int, Int) -> [Int]
    }

    /// kitty: `ESC _ G key=value,...;base64 ESC \` chunks; the keys of the first, and the
    /// payloads joined. `f=32` is raw RGBA of `s` by `v` pixels.
    static func kitty(_ bytes: [UInt8]) -> (keys: [String: String], picture: Picture?) {
        let text = String(decoding: bytes, as: UTF8.self)
        var keys: [String: String] = [:]
        // chafa pads each chunk's base64 on its own: decoded chunk by chunk.
        var payload: [UInt8] = []
        var readable = true
        for chunk in text.components(separatedBy: "\u{1B}\\") where !chunk.isEmpty {
            guard chunk.hasPrefix("\u{1B}_G") else { return ([:], nil) }
            let body = chunk.dropFirst(3)
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            if keys.isEmpty {
                for pair in parts[0].split(separator: ",") {
                    let kv = pair.split(separator: "=", maxSplits: 1)
                    if kv.count == 2 { keys[String(kv[0])] = String(kv[1]) }
                }
            }
            if parts.count == 2 {
                if let data = Data(base64Encoded: String(parts[1])) { payload += data } else { readable = false }
            }
        }
        guard keys["f"] == "32", let width = Int(keys["s"] ?? ""), let height = Int(keys["v"] ?? ""),
            readable, payload.count == width * height * 4
        else { return (keys, nil) }
        let pixels = payload
        return (keys, Picture(width: width, height: height) { x, y in pixels[(y * width + x) * 4..<(y * width + x) * 4 + 3].map(Int.init) })
    }

    /// iTerm2: `ESC ] 1337 ; File=args : base64 BEL`; the args, and the file (chafa sends an
    /// uncompressed RGBA TIFF) read back.
    static func iterm(_ bytes: [UInt8]) -> (arguments: [String: String], picture: Picture?) {
        var text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("\u{1B}]1337;File="), text.hasSuffix("\u{07}") else { return ([:], nil) }
        text = String(text.dropFirst(12).dropLast())
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return ([:], nil) }
        var arguments: [String: String] = [:]
        for pair in parts[0].split(separator: ";") {
            let kv = pair.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { arguments[String(kv[0])] = String(kv[1]) }
        }
        guard let data = Data(base64Encoded: String(parts[1])) else { return (arguments, nil) }
        return (arguments, tiff([UInt8](data)))
    }

    /// A little-endian TIFF of one strip of 8-bit RGBA.
    static func tiff(_ file: [UInt8]) -> Picture? {
        guard file.count > 8, file[0..<4] == [0x49, 0x49, 0x2A, 0x00] else { return nil }
        func u16(_ at: Int) -> Int { Int(file[at]) | Int(file[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        let ifd = u32(4)
        guard ifd + 2 <= file.count else { return nil }
        var width = 0
        var height = 0
        var offset = 0
        var samples = 1
        for entry in 0..<u16(ifd) {
            let at = ifd + 2 + entry * 12
            guard at + 12 <= file.count else { return nil }
            let value = u16(at + 2) == 3 ? u16(at + 8) : u32(at + 8)
            switch u16(at) {
            case 256: width = value
            case 257: height = value
            case 273: offset = value
            case 277: samples = value
            default: break
            }
        }
        guard width > 0, height > 0, samples >= 3, offset + width * height * samples <= file.count else { return nil }
        return Picture(width: width, height: height) { x, y in
            let at = offset + (y * width + x) * samples
            return file[at..<at + 3].map(Int.init)
        }
    }

    /// Sixel: `ESC P … q`, raster attributes `"1;1;W;H`, colour registers `#n;2;r;g;b` (in
    /// percent), then sixels (`?`…`~`, six pixels a column), `!n` repeats, `$` back to the
    /// start of the band, `-` to the next band.
    static func sixel(_ bytes: [UInt8]) -> Picture? {
        guard bytes.starts(with: [0x1B, 0x50]), let q = bytes.firstIndex(of: 0x71), bytes.suffix(2) == [0x1B, 0x5C] else { return nil }
        let body = Array(bytes[(q + 1)..<(bytes.count - 2)])
        var index = 0
        func number() -> Int {
            var value = 0
            while index < body.count, (0x30...0x39).contains(body[index]) {
                value = value * 10 + Int(body[index] - 0x30)
                index += 1
            }
            return value
        }
        var width = 0
        var height = 0
        var palette: [Int: [Int]] = [:]
        var cells: [Int: Int] = [:]  // y * 65536 + x -> colour register
        var color = 0
        var x = 0
        var band = 0
        while index < body.count {
            let byte = body[index]
            switch byte {
            case 0x22:  // "
                index += 1
                var values: [Int] = []
                repeat {
                    if index < body.count, body[index] == 0x3B { index += 1 }
                    values.append(number())
                } while index < body.count && body[index] == 0x3B
                if values.count == 4 {
                    width = values[2]
                    height = values[3]
                }
            case 0x23:  // #
                index += 1
                color = number()
                if index < body.count, body[index] == 0x3B {
                    var values: [Int] = []
                    while index < body.count, body[index] == 0x3B {
                        index += 1
                        values.append(number())
                    }
                    if values.count == 4 && values[0] == 2 { palette[color] = values[1...].map { ($0 * 255 + 50) / 100 } }
                }
            case 0x24:  // $
                x = 0
                index += 1
            case 0x2D:  // -
                x = 0
                band += 1
                index += 1
            case 0x21:  // !
                index += 1
                let count = number()
                guard index < body.count else { return nil }
                paint(body[index], count: count)
                index += 1
            case 0x3F...0x7E:
                paint(byte, count: 1)
                index += 1
            default:
                index += 1
            }
        }
        func paint(_ sixel: UInt8, count: Int) {
            let bits = Int(sixel) - 0x3F
            for _ in 0..<count {
                for bit in 0..<6 where bits & (1 << bit) != 0 { cells[(band * 6 + bit) * 65536 + x] = color }
                x += 1
            }
        }
        guard width > 0, height > 0 else { return nil }
        return Picture(width: width, height: height) { x, y in cells[y * 65536 + x].flatMap { palette[$0] } ?? [-1, -1, -1] }
    }
}
