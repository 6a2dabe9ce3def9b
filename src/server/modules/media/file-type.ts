// the browser checks a file the same way before uploading it: one sniffer for both sides
export { sniffFileType, type SniffedType } from "../../../shared/media/file-type";
