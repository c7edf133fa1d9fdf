// The compression libraries Debian ships (zlib1g-dev, liblzma-dev, libbz2-dev, libzstd-dev): compressed data files
// (.gz, .xz, .bz2, .zst) are read through them (Catalog's Decompression); libarchive-dev: a zip archive's data
// files (Catalog's ZipArchive).
#include <zlib.h>
#include <lzma.h>
#include <bzlib.h>
#include <zstd.h>
#include <archive.h>
#include <archive_entry.h>
