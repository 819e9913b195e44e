// Part of the tool's system calls, fenced (scripts/check-unsafe-fence.sh): a directory entry's
// name is read from its C struct.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends the regular files below `directory` to `paths`, each as `relative` + its path under
/// it; hidden entries (a name starting with `.`) are skipped, and a symbolic link is not
/// followed (neither a linked directory nor a linked file is listed).
func collectRegularFiles(in directory: String, relative: String, into paths: inout [String]) {
    guard let stream = opendir(directory) else { return }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        if name.hasPrefix(".") { continue }
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFREG: paths.append(relative + name)
        case S_IFDIR: collectRegularFiles(in: path, relative: relative + name + "/", into: &paths)
        default: continue
        }
    }
}
