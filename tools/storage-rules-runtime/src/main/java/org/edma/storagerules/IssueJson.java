package org.edma.storagerules;

import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonObject;

/**
 * Serializes a compiler issue the way firebase-tools parses it: a JSON string with the protobuf
 * Java field names {@code description_} and {@code sourcePosition_} ({@code fileName_},
 * {@code line_}, {@code column_}), which it prints as "description in file:line".
 */
final class IssueJson {
  private IssueJson() {}

  static String format(Issue issue) {
    SourcePosition position = issue.getSourcePosition();
    JsonObject sourcePosition = new JsonObject();
    sourcePosition.addProperty("fileName_", position.getFileName());
    sourcePosition.addProperty("line_", position.getLine());
    sourcePosition.addProperty("column_", position.getColumn());
    sourcePosition.addProperty("currentOffset_", position.getCurrentOffset());
    sourcePosition.addProperty("endOffset_", position.getEndOffset());

    JsonObject json = new JsonObject();
    json.add("sourcePosition_", sourcePosition);
    json.addProperty("description_", issue.getDescription());
    json.addProperty("severity_", issue.getSeverityValue());
    return json.toString();
  }
}
