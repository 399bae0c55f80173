package org.edma.storagerules;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** {@code load_ruleset}: context.rulesetName and context.source.files[{name, content}]. */
record LoadRulesetRequest(String rulesetName, List<SourceFile> files) {
  static LoadRulesetRequest parse(JsonObject context) {
    List<SourceFile> files = new ArrayList<>();
    for (JsonElement file : Json.array(Json.object(context, "source"), "files")) {
      JsonObject fileObject = file.getAsJsonObject();
      files.add(new SourceFile(Json.string(fileObject, "name"), Json.string(fileObject, "content")));
    }
    return new LoadRulesetRequest(Json.string(context, "rulesetName"), List.copyOf(files));
  }
}
