/// Which pages may open the live-reload WebSocket: only pages the preview server itself
/// served. The request's `Origin` must be `http://` plus its `Host`, and that host must be
/// the server's own address or a loopback name, on the port it listens on. Another site
/// open in the same browser (or a DNS-rebinding page) is refused.
public enum OriginPolicy {
    /// Whether a WebSocket request with these headers may connect to a server listening on
    /// `listenHost`:`port`.
    public static func allows(origin: String?, host: String?, listenHost: String, port: Int) -> Bool
    {
        guard let origin, let host, origin == "http://" + host else { return false }
        let (name, hostPort) = split(host)
        guard hostPort == port else { return false }
        let own = listenHost.contains(":") ? "[\(listenHost)]" : listenHost
        return name == own || ["localhost", "127.0.0.1", "[::1]"].contains(name.lowercased())
    }

    /// `name:port` (or `[v6]:port`) into its parts; port 80 when absent.
    private static func split(_ host: String) -> (String, Int?) {
        guard let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") else {
            return (host, 80)
        }
        return (String(host[..<colon]), Int(host[host.index(after: colon)...]))
    }
}
