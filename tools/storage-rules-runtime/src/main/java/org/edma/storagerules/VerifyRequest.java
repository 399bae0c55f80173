package org.edma.storagerules;

import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonObject;

/**
 * {@code verify}: which ruleset, the object path ({@code /b/<bucket>/o/<name>}), the method, and
 * the {@code request} and {@code resource} variables as snake_case ExpressionValue JSON.
 * The list delimiter is not needed by the rules engine and is ignored.
 */
record VerifyRequest(
    String rulesetName,
    ExpressionPathValue path,
    StorageMethod method,
    ExpressionMapValue request,
    ExpressionValue resource) {

  static VerifyRequest parse(JsonObject context) {
    String service = Json.optionalString(context, "service");
    if (!service.isEmpty() && !service.equals("firebase.storage")) {
      throw new IllegalArgumentException("unsupported service: " + service);
    }
    JsonObject variables = Json.object(context, "variables");
    ExpressionValue request = ExpressionValues.parse(Json.object(variables, "request"));
    if (!request.hasMapValue()) {
      throw new IllegalArgumentException("'request' must be a map_value");
    }
    ExpressionValue resource =
        variables.has("resource") ? ExpressionValues.parse(variables.get("resource")) : ExpressionValues.NULL;
    return new VerifyRequest(
        Json.string(context, "rulesetName"),
        ExpressionValues.path(Json.string(context, "path")),
        StorageMethod.parse(Json.string(context, "method")),
        request.getMapValue(),
        resource);
  }
}
