/// Which pages may open the live-reload WebSocket or post to `/__explain/`: only pages the
/// preview server itself served. The request's `Origin` must be `http://` plus its `Host`,
/// and that host must be one `HostPolicy` allows. Another site open in the same browser (or
/// a DNS-rebinding page) is refused.
public enum OriginPolicy {
    /// Whether a request with these headers may connect to a server listening on
    /// `listenHost`:`port`.
    public static func allows(origin: String?, host: String?, listenHost: String, port: Int) -> Bool
    {
        guard let origin, let host, origin == "http://" + host else { return false }
        return HostPolicy.allows(host: host, listenHost: listenHost, port: port)
    }
}
