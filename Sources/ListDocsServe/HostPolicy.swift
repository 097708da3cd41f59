import Foundation

/// Which `Host` headers the preview answers: a loopback name (`localhost`, `127.0.0.1`,
/// `[::1]`) or the address it listens on, with its port; when it listens on every address
/// (`0.0.0.0`, `::`), also any address written as numbers. A name that merely resolves to
/// the machine (a DNS-rebinding attack: a page of `evil.example` whose name now points at
/// 127.0.0.1) is refused, so another site cannot read the preview through the browser.
public enum HostPolicy {
    /// Whether a request naming `host` may be answered by a server listening on
    /// `listenHost`:`port`.
    public static func allows(host: String?, listenHost: String, port: Int) -> Bool {
        guard let host else { return false }
        let (name, hostPort) = split(host)
        guard hostPort == port else { return false }
        let lower = name.lowercased()
        let own = (listenHost.contains(":") ? "[\(listenHost)]" : listenHost).lowercased()
        if lower == own || ["localhost", "127.0.0.1", "[::1]"].contains(lower) { return true }
        return (listenHost == "0.0.0.0" || listenHost == "::") && isAddressLiteral(name)
    }

    /// The answer to a request for another host.
    static let refusal: StaticResponse = {
        let body = Data(
            "This preview answers only requests for localhost, 127.0.0.1, [::1] or the address it listens on.\n"
                .utf8)
        return StaticResponse(
            status: 421,
            headers: [
                ("Content-Type", "text/plain; charset=utf-8"),
                ("Content-Length", String(body.count)),
            ], body: body)
    }()

    /// `name:port` (or `[v6]:port`) into its parts; port 80 when absent.
    private static func split(_ host: String) -> (String, Int?) {
        guard let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") else {
            return (host, 80)
        }
        return (String(host[..<colon]), Int(host[host.index(after: colon)...]))
    }

    /// `192.168.1.20` or `[fe80::1]`: an address, not a name a DNS server could answer for.
    private static func isAddressLiteral(_ name: String) -> Bool {
        if name.hasPrefix("["), name.hasSuffix("]") {
            return name.dropFirst().dropLast().allSatisfy {
                $0.isHexDigit || $0 == ":" || $0 == "."
            }
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit)
                    && Int(part)! <= 255
            }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
