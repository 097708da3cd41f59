/// Marks the positions of one longest strictly increasing subsequence of `values`
/// (patience sorting, O(n log n)). The differ keeps these rows in place and moves the rest.
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    guard !values.isEmpty else { return [] }
    var tailPositions: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tailPositions.count
        while low < high {
            let mid = (low + high) / 2
            if values[tailPositions[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[position] = tailPositions[low - 1] }
        if low == tailPositions.count {
            tailPositions.append(position)
        } else {
            tailPositions[low] = position
        }
    }
    var result = [Bool](repeating: false, count: values.count)
    var position = tailPositions.last ?? -1
    while position >= 0 {
        result[position] = true
        position = previous[position]
    }
    return result
}
