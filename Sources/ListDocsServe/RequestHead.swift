/// The request line and headers of an HTTP/1.x request, read with limits: a target over
/// `StaticResponder.maximumTargetLength` bytes is answered 414 and a head over
/// `maximumLength` bytes 431, as soon as that many bytes have arrived, so no request costs
/// more than a scan of those bytes.
struct RequestHead: Equatable, Sendable {
    /// The method as sent (methods are case-sensitive: `get` is not `GET`).
    var method: String
    /// The request target as sent, query included.
    var target: String
    /// Header values by lower-cased name (a repeated header keeps its first value).
    var headers: [String: String]

    /// How long a head may be: the request line and every header.
    static let maximumLength = 32 * 1024
    /// How long the request line may be: the longest target, a method and the version.
    static let maximumLineLength = StaticResponder.maximumTargetLength + 64

    /// The target's path, without the query.
    var path: String {
        String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// A header's value, by name in any case.
    func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Why a head cannot be served; each is answered with its status, then the connection
    /// closes.
    enum Problem: Error, Equatable {
        /// 414: the request line is longer than `maximumLineLength`.
        case targetTooLong
        /// 431: the head is longer than `maximumLength`.
        case headTooLarge
        /// 400: not an HTTP/1.x request line or header.
        case malformed

        var status: Int {
            switch self {
            case .targetTooLong: 414
            case .headTooLarge: 431
            case .malformed: 400
            }
        }
    }

    /// What `scan` found in the bytes received so far.
    enum Scan: Equatable {
        /// The head is not complete yet and within its limits; `resumeAt` is where the next
        /// scan starts (so that every byte is looked at once).
        case needMore(resumeAt: Int)
        /// The head ends after `length` bytes.
        case complete(length: Int)
        case problem(Problem)
    }

    /// Looks for the blank line that ends the head in `bytes`, from `start`, and checks the
    /// limits.
    static func scan(_ bytes: [UInt8], from start: Int) -> Scan {
        var index = max(0, start)
        var end: Int?
        while index < bytes.count, end == nil {
            if bytes[index] == 10 {  // \n: a blank line (\n\n or \r\n\r\n) ends the head.
                if index >= 1, bytes[index - 1] == 10 { end = index + 1 }
                if index >= 2, bytes[index - 1] == 13, bytes[index - 2] == 10 { end = index + 1 }
            }
            index += 1
        }
        // The limits hold for the whole head, however many reads brought it.
        let head = end ?? bytes.count
        let firstLineEnd = bytes[..<head].firstIndex(of: 10) ?? head
        if firstLineEnd > maximumLineLength { return .problem(.targetTooLong) }
        if head > maximumLength { return .problem(.headTooLarge) }
        if let end { return .complete(length: end) }
        return .needMore(resumeAt: max(0, bytes.count - 2))
    }

    /// Parses a complete head (as `scan` delimits it).
    static func parse(_ head: ArraySlice<UInt8>) -> Result<RequestHead, Problem> {
        var lines = head.split(separator: 10, omittingEmptySubsequences: false).map { line in
            line.last == 13 ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { return .failure(.malformed) }
        guard first.count <= maximumLineLength else { return .failure(.targetTooLong) }
        let parts = first.split(separator: 32, omittingEmptySubsequences: true)
        guard parts.count == 3, let method = String(validating: parts[0], as: UTF8.self),
            let target = String(validating: parts[1], as: UTF8.self),
            parts[2].starts(with: Array("HTTP/1.".utf8))
        else { return .failure(.malformed) }
        guard target.utf8.count <= StaticResponder.maximumTargetLength else {
            return .failure(.targetTooLong)
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: 58),
                let name = String(validating: line[..<colon], as: UTF8.self),
                !name.isEmpty, !name.contains(" ")
            else { return .failure(.malformed) }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
                .trimmingCharacters(in: .whitespaces)
            let key = name.lowercased()
            if headers[key] == nil { headers[key] = value }
        }
        return .success(RequestHead(method: method, target: target, headers: headers))
    }
}
