import Foundation

/// The parts of RFC 6455 the live-reload socket needs: the handshake's accept value, text
/// frames from the server, and reading the client's frames (which are masked) to answer
/// pings and closes.
enum WebSocketFrame {
    /// What the server sends in `Sec-WebSocket-Accept` for the client's key.
    static func acceptValue(forKey key: String) -> String {
        let digest = SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))
        return Data(digest).base64EncodedString()
    }

    /// The opcodes this server knows.
    enum Opcode: UInt8 {
        case continuation = 0
        case text = 1
        case binary = 2
        case close = 8
        case ping = 9
        case pong = 10
    }

    /// One unmasked frame from the server, whole (FIN set).
    static func encode(_ opcode: Opcode, _ payload: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode.rawValue]
        switch payload.count {
        case 0..<126:
            frame.append(UInt8(payload.count))
        case 126...0xFFFF:
            frame.append(126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            frame.append(127)
            frame += (0..<8).map {
                UInt8(truncatingIfNeeded: UInt64(payload.count) >> (56 - $0 * 8))
            }
        }
        return frame + payload
    }

    /// The longest frame payload accepted from a page; the reload channel carries none
    /// worth more.
    static let maximumIncomingPayload = 4096

    /// A frame from the client.
    struct Incoming: Equatable {
        var opcode: UInt8
        var payload: [UInt8]
    }

    /// Reads one frame with `read(n)` (which returns exactly n bytes or throws); nil when
    /// the frame breaks the rules (unmasked, or longer than `maximumIncomingPayload`).
    static func read(_ read: (Int) async throws -> [UInt8]) async throws -> Incoming? {
        let head = try await read(2)
        let masked = head[1] & 0x80 != 0
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            let bytes = try await read(2)
            length = Int(bytes[0]) << 8 | Int(bytes[1])
        } else if length == 127 {
            return nil
        }
        guard masked, length <= maximumIncomingPayload else { return nil }
        let mask = try await read(4)
        var payload = length > 0 ? try await read(length) : []
        for i in payload.indices { payload[i] ^= mask[i % 4] }
        return Incoming(opcode: head[0] & 0x0F, payload: payload)
    }
}
