/** The safe identifiers and texts of the export formats live in the core, shared with the scale exporters (src/core/scale/export*.ts). */
export { camelName, commentText, fileBase, fileName, kebabName, uniqueKebabNames } from '../../core/code/identifiers';
