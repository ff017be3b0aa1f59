// Swift twin of lsp_echo.c: the floor for a Swift process answering Content-Length
// framed JSON-RPC over stdio pipes with a canned response (id copied, no JSON parse).
// Uses Glibc read/write only (no Foundation), so it measures pipes + Swift runtime.
// The project's copy of ../shared/peers/lsp_echo.swift. Scripts/benchmarks builds it with swiftc -O -swift-version 6.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

@inline(__always)
func find(_ hay: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, _ needle: [UInt8]) -> Int? {
    let n = needle.count
    if to - from < n { return nil }
    var i = from
    let first = needle[0]
    while i + n <= to {
        if hay[i] == first {
            var j = 1
            while j < n && hay[i + j] == needle[j] { j += 1 }
            if j == n { return i }
        }
        i += 1
    }
    return nil
}

func writeAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
        var off = 0
        while off < raw.count {
            let k = write(1, raw.baseAddress! + off, raw.count - off)
            if k < 0 { if errno == EINTR { continue }; exit(4) }
            off += k
        }
    }
}

func run() -> Int32 {
    let crlf2: [UInt8] = Array("\r\n\r\n".utf8)
    let clKey: [UInt8] = Array("Content-Length:".utf8)
    let idKey: [UInt8] = Array("\"id\"".utf8)
    let mInit: [UInt8] = Array("\"method\":\"initialize\"".utf8)
    let mShutdown: [UInt8] = Array("\"method\":\"shutdown\"".utf8)
    let mExit: [UInt8] = Array("\"method\":\"exit\"".utf8)
    var buf = [UInt8](repeating: 0, count: 1 << 20)
    var len = 0
    var pos = 0

    func fill() -> Bool {
        if len == buf.count { buf.append(contentsOf: [UInt8](repeating: 0, count: buf.count)) }
        let n = buf.withUnsafeMutableBytes { raw -> Int in
            var r: Int
            repeat { r = read(0, raw.baseAddress! + len, raw.count - len) } while r < 0 && errno == EINTR
            return r
        }
        if n <= 0 { return false }
        len += n
        return true
    }
    func compact() {
        if pos > 0 {
            buf.withUnsafeMutableBytes { raw in
                _ = memmove(raw.baseAddress!, raw.baseAddress! + pos, len - pos)
            }
            len -= pos
            pos = 0
        }
    }

    while true {
        var hend: Int? = buf.withUnsafeBufferPointer { find($0, pos, len, crlf2) }
        while hend == nil {
            compact()
            if !fill() { return 0 }
            hend = buf.withUnsafeBufferPointer { find($0, pos, len, crlf2) }
        }
        guard let cl = buf.withUnsafeBufferPointer({ find($0, pos, hend!, clKey) }) else { return 2 }
        var clen = 0
        var i = cl + clKey.count
        while i < hend! && buf[i] == 0x20 { i += 1 }
        while i < hend!, buf[i] >= 0x30, buf[i] <= 0x39 { clen = clen * 10 + Int(buf[i] - 0x30); i += 1 }
        var start = hend! + 4
        while len < start + clen {
            let old = pos
            compact()
            start -= old
            if !fill() { return 0 }
        }
        let end = start + clen
        var id: [UInt8] = []
        var isInit = false, isShutdown = false, isExit = false
        buf.withUnsafeBufferPointer { b in
            if let k = find(b, start, end, idKey) {
                var p = k + idKey.count
                while p < end && (b[p] == 0x20 || b[p] == 0x3A) { p += 1 }
                let s = p
                if p < end && b[p] == 0x22 {
                    p += 1
                    while p < end && b[p] != 0x22 { p += 1 }
                    p += 1
                } else {
                    while p < end && b[p] != 0x2C && b[p] != 0x7D && b[p] != 0x20 { p += 1 }
                }
                id = Array(b[s..<p])
            }
            isInit = find(b, start, end, mInit) != nil
            isShutdown = find(b, start, end, mShutdown) != nil
            isExit = find(b, start, end, mExit) != nil
        }
        pos = end
        if pos == len { pos = 0; len = 0 }
        if isExit { return 0 }
        if id.isEmpty { continue }
        let idStr = String(decoding: id, as: UTF8.self)
        let body: String
        if isInit {
            body = "{\"jsonrpc\":\"2.0\",\"id\":\(idStr),\"result\":{\"capabilities\":{}}}"
        } else if isShutdown {
            body = "{\"jsonrpc\":\"2.0\",\"id\":\(idStr),\"result\":null}"
        } else {
            body = "{\"jsonrpc\":\"2.0\",\"id\":\(idStr),\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}"
        }
        writeAll(Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
    }
}

exit(run())
