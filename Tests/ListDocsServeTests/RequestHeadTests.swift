import Foundation
import Testing

@testable import ListDocsServe

/// Reading a request's head within its limits, and the WebSocket handshake's arithmetic.
@Suite struct RequestHeadTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aCompleteHeadIsParsed() throws {
        let raw = bytes(
            "GET /a/?x=1 HTTP/1.1\r\nHost: 127.0.0.1:4000\r\nIf-None-Match: \"1\"\r\n\r\nrest")
        guard case .complete(let length) = RequestHead.scan(raw, from: 0) else {
            Issue.record("not complete")
            return
        }
        #expect(length == raw.count - 4)
        let head = try RequestHead.parse(raw[..<length]).get()
        #expect(head.method == "GET")
        #expect(head.target == "/a/?x=1")
        #expect(head.path == "/a/")
        #expect(head.header("host") == "127.0.0.1:4000")
        #expect(head.header("IF-NONE-MATCH") == "\"1\"")
    }

    @Test func aHeadArrivingInPiecesIsScannedOnce() {
        let raw = bytes("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        var resume = 0
        var result: RequestHead.Scan = .needMore(resumeAt: 0)
        for end in 1...raw.count {
            result = RequestHead.scan(Array(raw[..<end]), from: resume)
            if case .needMore(let next) = result {
                #expect(next >= resume)
                resume = next
            }
        }
        #expect(result == .complete(length: raw.count))
    }

    @Test func aLongTargetIsRefusedAsSoonAsTheLimitIsPassed() {
        let raw = bytes("GET /" + String(repeating: "x", count: RequestHead.maximumLineLength))
        #expect(RequestHead.scan(raw, from: 0) == .problem(.targetTooLong))
        let justUnder = bytes("GET /" + String(repeating: "x", count: 100))
        #expect(RequestHead.scan(justUnder, from: 0) == .needMore(resumeAt: justUnder.count - 2))
    }

    @Test func aTargetOverTheLimitInAShortLineIsStill414() {
        let target = "/" + String(repeating: "y", count: StaticResponder.maximumTargetLength)
        let raw = bytes("GET \(target) HTTP/1.1\r\n\r\n")
        #expect(RequestHead.parse(raw[...]) == .failure(.targetTooLong))
    }

    @Test func tooManyHeaderBytesAre431() {
        var raw = bytes("GET / HTTP/1.1\r\n")
        while raw.count <= RequestHead.maximumLength {
            raw += bytes("X-Filler: " + String(repeating: "z", count: 1000) + "\r\n")
        }
        #expect(RequestHead.scan(raw, from: 0) == .problem(.headTooLarge))
    }

    /// A whole head over the limit is refused however it arrives: in one read with its blank
    /// line, or in two reads that are each under it.
    @Test func aCompleteHeadOverTheLimitIs431InOneReadOrTwo() {
        var raw = bytes("GET / HTTP/1.1\r\n")
        while raw.count < 33 * 1024 {
            raw += bytes("X-Filler: " + String(repeating: "z", count: 1000) + "\r\n")
        }
        raw += bytes("\r\n")
        #expect(RequestHead.scan(raw, from: 0) == .problem(.headTooLarge))
        let first = Array(raw[..<(20 * 1024)])
        guard case .needMore(let resume) = RequestHead.scan(first, from: 0) else {
            Issue.record("the first 20 KiB are within the limit")
            return
        }
        #expect(RequestHead.scan(raw, from: resume) == .problem(.headTooLarge))
    }

    @Test(arguments: [
        "GET /\r\n\r\n", "GET / HTTP/2\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n", "\r\n\r\n",
    ])
    func malformedHeadsAre400(_ text: String) {
        #expect(RequestHead.parse(bytes(text)[...]) == .failure(.malformed))
    }

    @Test func unknownMethodsAreKeptAsSentForThe405() throws {
        let head = try RequestHead.parse(bytes("BREW /pot HTTP/1.1\r\n\r\n")[...]).get()
        #expect(head.method == "BREW")
    }

    @Test func sha1MatchesItsPublishedVectors() {
        func hex(_ text: String) -> String {
            SHA1.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
        }
        #expect(hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    }

    @Test func theHandshakeAnswersTheSampleKeyOfRFC6455() {
        #expect(
            WebSocketFrame.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==")
                == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func framesCarryTheirLength() {
        #expect(WebSocketFrame.encode(.text, Array("hi".utf8)) == [0x81, 2, 104, 105])
        let long = WebSocketFrame.encode(.text, [UInt8](repeating: 65, count: 300))
        #expect(Array(long.prefix(4)) == [0x81, 126, 1, 44])
        #expect(long.count == 304)
    }
}
