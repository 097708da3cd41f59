import FlyingSocks
import Foundation

/// The smallest WebSocket client a test needs: the opening handshake, then unmasked text
/// frames from the server (FoundationNetworking's client needs a libcurl built with
/// WebSockets, which Debian's is not).
struct TestWebSocket {
    let socket: AsyncSocket

    /// Opens the socket as a page from `origin` would (by default, a page the server served).
    static func connect(port: UInt16, path: String, origin: String? = nil) async throws
        -> TestWebSocket
    {
        let socket = try await AsyncSocket.connected(
            to: sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: loopbackConnectTimeout)
        let request =
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin ?? "http://127.0.0.1:\(port)")\r\n"
            + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try await socket.write(Data(request.utf8))
        var header: [UInt8] = []
        while !header.suffix(4).elementsEqual([13, 10, 13, 10]) {
            header.append(try await socket.read())
        }
        guard String(decoding: header, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
            throw URLError(.badServerResponse)
        }
        return TestWebSocket(socket: socket)
    }

    /// The next text message.
    func receive() async throws -> String {
        while true {
            let head = try await socket.read(bytes: 2)
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                let bytes = try await socket.read(bytes: 2)
                length = Int(bytes[0]) << 8 | Int(bytes[1])
            } else if length == 127 {
                length = try await socket.read(bytes: 8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try await socket.read(bytes: length)
            if head[0] & 0x0F == 1 { return String(decoding: payload, as: UTF8.self) }
        }
    }
}

/// How long a test waits to connect to its own server on loopback. Connecting takes
/// microseconds, but on two cores the test run's other tasks can hold every shared thread
/// for several seconds (FlyingSocks' default of 5 s then fails a test that did nothing
/// wrong); the tests' own time limits still catch a server that never answers.
let loopbackConnectTimeout: TimeInterval = 40
